import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { admissionResultPage, type ResultPageAddress } from "@/lib/seo/public-routes";
import { ListingView } from "../_views/ListingView";
import { ShowView } from "../_views/ShowView";
import { listingMetadata, showMetadata } from "../_views/metadata";

type Query = { category?: string | string[]; session?: string | string[] };
type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<Query> };

async function addressOf({ params, searchParams }: Props): Promise<{ address: ResultPageAddress; query: Query }> {
  const query = await searchParams;
  const address = admissionResultPage((await params).path ?? [], query.category);
  if (!address) notFound();
  return { address, query };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { address } = await addressOf(props);
  return address.view === "listing" ? listingMetadata(address.round) : showMetadata(address.round);
}

/** Every round's listing (the lookup) and result page, at the addresses candidates know (lib/seo/public-routes.ts). */
export default async function AdmissionResultPage(props: Props) {
  const { address, query } = await addressOf(props);
  return address.view === "listing" ? (
    <ListingView roundKey={address.round} sessionEnded={query.session === "ended"} />
  ) : (
    <ShowView roundKey={address.round} />
  );
}
