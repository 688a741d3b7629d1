import type { Metadata } from "next";
import { roundOneKey } from "@/lib/admissions/rounds";
import { ShowView } from "../_views/ShowView";
import { showMetadata } from "../_views/metadata";

type Props = { searchParams: Promise<{ category?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return showMetadata(roundOneKey((await searchParams).category));
}

export default async function RoundOneResultPage({ searchParams }: Props) {
  return <ShowView roundKey={roundOneKey((await searchParams).category)} />;
}
