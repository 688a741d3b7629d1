import { connection } from "next/server";
import { LeaderPage, leaderMetadata } from "@/components/content/LeaderPage";
import { controllerOfFinance as text } from "@/content/pages/leadership";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => leaderMetadata(text);

export default async function ControllerOfFinancePage() {
  await connection();
  return <LeaderPage text={text} holders={await listOfficeHolders()} />;
}
