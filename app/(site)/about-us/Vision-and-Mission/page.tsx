import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { visionAndMission as content } from "@/content/pages/about";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function VisionAndMissionPage() {
  return <ContentPage path={content.page.path} />;
}
