import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { history as content } from "@/content/pages/about";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function HistoryPage() {
  return <ContentPage path={content.page.path} />;
}
