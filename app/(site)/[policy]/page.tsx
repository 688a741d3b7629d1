import { notFound } from "next/navigation";
import { findPolicyPage } from "@/content/policies";
import { pageMetadata } from "@/lib/seo/metadata";
import { PolicyArticle } from "@/components/content-policy/PolicyArticle";
import { ScreenReaderTable } from "@/components/content-policy/ScreenReaderTable";

/** The website policy pages GIGW asks for (/help, /privacy-policy, …). Any other slug is a 404. */
type Props = { params: Promise<{ policy: string }> };

async function policyOf({ params }: Props) {
  return findPolicyPage((await params).policy) ?? notFound();
}

export async function generateMetadata(props: Props) {
  const page = await policyOf(props);
  return pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` });
}

export default async function PolicyPage(props: Props) {
  const page = await policyOf(props);
  return (
    <PolicyArticle page={page}>{page.slug === "accessibility-statement" ? <ScreenReaderTable /> : null}</PolicyArticle>
  );
}
