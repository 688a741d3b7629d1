import { connection } from "next/server";
import { LeaderPage, leaderMetadata } from "@/components/content/LeaderPage";
import { chancellor as text } from "@/content/pages/leadership";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => leaderMetadata(text);

export default async function ChancellorPage() {
  await connection();
  return <LeaderPage text={text} holders={await listOfficeHolders()} />;
}
