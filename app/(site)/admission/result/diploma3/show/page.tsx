import { ShowView } from "../../_views/ShowView";
import { showMetadata } from "../../_views/metadata";

export function generateMetadata() {
  return showMetadata("diploma3");
}

export default function ResultPage() {
  return <ShowView roundKey="diploma3" />;
}
