import { ContentPage, contentMetadata } from "@/components/content/ContentPage";

const PATH = "/about-us/history";

export const generateMetadata = () => contentMetadata(PATH);

export default function HistoryPage() {
  return <ContentPage path={PATH} />;
}
