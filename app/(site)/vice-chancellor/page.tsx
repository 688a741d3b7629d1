import { connection } from "next/server";
import { LeaderPage, leaderMetadata } from "@/components/content/LeaderPage";
import { viceChancellor as text } from "@/content/pages/leadership";
import { listOfficeHolders } from "@/lib/office-holders/queries";

// /vice-chancellor is the old message page's address; it renders the same page as /administration/vice-chancellor, whose address the
// canonical link names (the one in the main navigation and under Administration).
export const generateMetadata = () => leaderMetadata(text);

export default async function ViceChancellorPage() {
  await connection();
  return <LeaderPage text={text} holders={await listOfficeHolders()} />;
}
