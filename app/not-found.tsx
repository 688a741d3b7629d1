import type { Metadata } from "next";
import { SiteFrame } from "@/components/layout/SiteFrame";
import { NOT_FOUND_TITLE, NotFoundView } from "@/components/layout/NotFoundView";

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

/** An address that matches no route: outside every layout, so the frame is drawn here, once. */
export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundView />
    </SiteFrame>
  );
}
