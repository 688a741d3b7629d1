import { ListingView } from "../../_views/ListingView";
import { listingMetadata } from "../../_views/metadata";

type Props = { searchParams: Promise<{ session?: string | string[] }> };

export function generateMetadata() {
  return listingMetadata("diploma4");
}

export default async function ListingPage({ searchParams }: Props) {
  return <ListingView roundKey="diploma4" sessionEnded={(await searchParams).session === "ended"} />;
}
