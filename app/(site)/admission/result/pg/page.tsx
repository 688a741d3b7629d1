import { ListingView } from "../_views/ListingView";
import { listingMetadata } from "../_views/metadata";

type Props = { searchParams: Promise<{ session?: string | string[] }> };

export function generateMetadata() {
  return listingMetadata("pg1");
}

export default async function ListingPage({ searchParams }: Props) {
  return <ListingView roundKey="pg1" sessionEnded={(await searchParams).session === "ended"} />;
}
