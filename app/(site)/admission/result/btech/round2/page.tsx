import { ListingView } from "../../_views/ListingView";
import { listingMetadata } from "../../_views/metadata";

type Props = { searchParams: Promise<{ session?: string | string[] }> };

export function generateMetadata() {
  return listingMetadata("btech2");
}

export default async function ListingPage({ searchParams }: Props) {
  return <ListingView roundKey="btech2" sessionEnded={(await searchParams).session === "ended"} />;
}
