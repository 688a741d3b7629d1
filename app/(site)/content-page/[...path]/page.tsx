import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { isFreePageAddress } from "@/lib/content/page-address";
import { pageContent } from "@/lib/content/page-data";
import { isServedInHindi } from "@/lib/content/translation";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

/**
 * Every page staff make in /admin/content at a free address (one no page of lib/pages/registry.ts
 * answers): proxy.ts rewrites such an address here, and this prefix asked for directly is a 404.
 * The page is its published text (or its draft under a preview grant) in the content pages'
 * frame; in Hindi (/hi/…) only once every text of it has Hindi (out-of-date Hindi shown in English). Anything else is the not-found page.
 */
type Props = { params: Promise<{ path: string[] }> };

async function pageAt({ params }: Props): Promise<{ path: string; hindi: boolean }> {
  const path = `/${(await params).path.join("/")}`;
  if (!isFreePageAddress(path)) notFound();
  const [page, locale] = await Promise.all([pageContent(path), getLocale()]);
  const hindi = isServedInHindi(page);
  if (locale !== DEFAULT_LOCALE && !hindi) notFound();
  return { path, hindi };
}

export async function generateMetadata(props: Props) {
  const { path, hindi } = await pageAt(props);
  return contentMetadata(path, hindi);
}

export default async function StaffContentPage(props: Props) {
  const { path } = await pageAt(props);
  return <ContentPage path={path} endTrailWithPage />;
}
