import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SiteFrame } from "@/components/layout/SiteFrame";
import { NotFoundView } from "@/components/layout/NotFoundView";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/** An address that matches no route: outside every layout, so the frame is drawn here, once. */
export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundView />
    </SiteFrame>
  );
}
