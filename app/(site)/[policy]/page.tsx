import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { findPolicyPage } from "@/content/policies";
import { textIn } from "@/lib/content/localized";
import { pageMetadata } from "@/lib/seo/metadata";
import { PolicyArticle } from "@/components/content-policy/PolicyArticle";
import { ScreenReaderTable } from "@/components/content-policy/ScreenReaderTable";

/** The website policy pages GIGW asks for (/help, /privacy-policy, …). Any other slug is a 404. */
type Props = { params: Promise<{ policy: string }> };

async function policyOf({ params }: Props) {
  return findPolicyPage((await params).policy) ?? notFound();
}

export async function generateMetadata(props: Props) {
  const [page, locale] = await Promise.all([policyOf(props), getLocale()]);
  return pageMetadata({
    title: textIn(page.title, locale),
    description: textIn(page.description, locale),
    path: `/${page.slug}`,
  });
}

export default async function PolicyPage(props: Props) {
  const [page, locale, t] = await Promise.all([policyOf(props), getLocale(), getTranslations("contentPages")]);
  return (
    <PolicyArticle page={page} locale={locale} lastUpdated={t("lastUpdated")}>
      {page.slug === "accessibility-statement" ? <ScreenReaderTable /> : null}
    </PolicyArticle>
  );
}
