import type { Metadata } from "next";
import { connection } from "next/server";
import type { SearchParams } from "@/lib/notices/board-query";
import { AdministrativeBoardPage, administrativeBoardMetadata } from "../_components/AdministrativeBoardPage";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return administrativeBoardMetadata("circulars", await searchParams);
}

export default async function CircularsPage({ searchParams }: Props) {
  await connection();
  return <AdministrativeBoardPage slug="circulars" searchParams={await searchParams} />;
}
