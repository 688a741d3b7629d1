import type { Metadata } from "next";
import { roundOneKey } from "@/lib/admissions/rounds";
import { ListingView } from "./_views/ListingView";
import { listingMetadata } from "./_views/metadata";

type Props = { searchParams: Promise<{ category?: string | string[]; session?: string | string[] }> };

/** Round 1 of Diploma (default) and, with ?category=btech, of B.Tech. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata(roundOneKey((await searchParams).category));
}

export default async function RoundOneListingPage({ searchParams }: Props) {
  const query = await searchParams;
  return <ListingView roundKey={roundOneKey(query.category)} sessionEnded={query.session === "ended"} />;
}
