import type { RevisionAction } from "@/lib/content/types";

export const REVISION_ACTION_LABEL: Record<RevisionAction, string> = {
  create: "Created",
  save: "Draft saved",
  restore: "Old revision restored as draft",
  publish: "Published",
  unpublish: "Unpublished",
  seed: "Imported from the site's original content",
};
