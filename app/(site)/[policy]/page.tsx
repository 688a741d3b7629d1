import { findPolicyPage, policyPages } from "@/content/policies";
import { pageMetadata } from "@/lib/seo/metadata";
import { PolicyArticle } from "@/components/content-policy/PolicyArticle";
import { ScreenReaderTable } from "@/components/content-policy/ScreenReaderTable";

/** The website policy pages GIGW asks for (/help, /privacy-policy, …). Any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return policyPages.map((page) => ({ policy: page.slug }));
}

type Props = { params: Promise<{ policy: string }> };

export async function generateMetadata({ params }: Props) {
  const page = findPolicyPage((await params).policy);
  return pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` });
}

export default async function PolicyPage({ params }: Props) {
  const page = findPolicyPage((await params).policy);
  return <PolicyArticle page={page}>{page.slug === "accessibility-statement" ? <ScreenReaderTable /> : null}</PolicyArticle>;
}
