"use client";

import { useState } from "react";
import { Tabs } from "@/components/ui/Tabs";
import { SECTION_GROUPS, sectionsOfGroup, type SectionGroup } from "@/lib/notices/sections";
import { NoticeForm } from "./NoticeForm";

const GROUPS = (Object.entries(SECTION_GROUPS) as [SectionGroup, string][]).map(([id, label]) => ({ id, label }));

/** The upload page: one tab per section group (as the old admin had them), each offering only its sections. */
export function UploadTabs({
  maxBytes,
  publicPaths,
}: {
  maxBytes: number;
  publicPaths: Partial<Record<string, string>>;
}) {
  const [group, setGroup] = useState<SectionGroup>("information-bulletin");
  return (
    <Tabs label="Section groups" items={GROUPS} selected={group} onSelect={setGroup} idBase="upload-groups">
      {/* A new form per tab: a section of another tab can never be sent by mistake. */}
      <NoticeForm
        key={group}
        mode="upload"
        idBase={`upload-${group}`}
        maxBytes={maxBytes}
        sections={sectionsOfGroup(group)}
        publicPaths={publicPaths}
        submitLabel="Upload notice"
      />
    </Tabs>
  );
}
