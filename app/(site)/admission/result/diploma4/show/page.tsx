import { ShowView } from "../../_views/ShowView";
import { showMetadata } from "../../_views/metadata";

export function generateMetadata() {
  return showMetadata("diploma4");
}

export default function ResultPage() {
  return <ShowView roundKey="diploma4" />;
}
