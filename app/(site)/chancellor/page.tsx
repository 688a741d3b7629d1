import { connection } from "next/server";
import { LeaderPage, leaderMetadata } from "@/components/content/LeaderPage";
import { chancellor as text } from "@/content/pages/leadership";
import { listOfficeHolders } from "@/lib/office-holders/queries";

// /chancellor is the old message page's address; it renders the same page as /administration/chancellor, whose address the
// canonical link names (the one in the main navigation and under Administration).
export const generateMetadata = () => leaderMetadata(text);

export default async function ChancellorPage() {
  await connection();
  return <LeaderPage text={text} holders={await listOfficeHolders()} />;
}
