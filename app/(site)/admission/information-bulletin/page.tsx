import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { BulletinPage } from "@/components/notices/BulletinPage";
import { boardsIn } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(boardsIn(await getLocale()).bulletin, await searchParams);
}

export default async function InformationBulletinPage({ searchParams }: Props) {
  await connection();
  return <BulletinPage searchParams={await searchParams} />;
}
