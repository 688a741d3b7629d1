import { ContentPage, contentMetadata } from "@/components/content/ContentPage";

const PATH = "/about-us/Vision-and-Mission";

export const generateMetadata = () => contentMetadata(PATH);

export default function VisionAndMissionPage() {
  return <ContentPage path={PATH} />;
}
