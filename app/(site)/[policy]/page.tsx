import { notFound } from "next/navigation";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { WebInformationManagerSection } from "@/components/content/WebInformationManagerSection";
import { ScreenReaderTable } from "@/components/content-policy/ScreenReaderTable";
import { accessibilityStatementFields } from "@/lib/content/page-fields/policies";
import { pageEntryAt } from "@/lib/pages/registry";

/**
 * The website policy pages GIGW asks for (/help, /privacy-policy, …), each its page item: the text
 * is the rich-text body, and "Last updated" is the item's last review. Any other slug is a 404.
 */
type Props = { params: Promise<{ policy: string }> };

async function pathOf({ params }: Props): Promise<string> {
  const path = `/${(await params).policy}`;
  return pageEntryAt(path)?.policy ? path : notFound();
}

export async function generateMetadata(props: Props) {
  return contentMetadata(await pathOf(props));
}

/** The page that names the Web Information Manager beside the contact page: where visitors ask for help with the site. */
const WEB_INFORMATION_MANAGER_PATH = "/help";

export default async function PolicyPage(props: Props) {
  const path = await pathOf(props);
  return (
    <ContentPage path={path}>
      {path === accessibilityStatementFields.path ? <ScreenReaderTable /> : null}
      {path === WEB_INFORMATION_MANAGER_PATH ? <WebInformationManagerSection /> : null}
    </ContentPage>
  );
}
