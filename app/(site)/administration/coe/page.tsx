import { connection } from "next/server";
import { LeaderPage, leaderMetadata } from "@/components/content/LeaderPage";
import { controllerOfExaminationFields as page } from "@/lib/content/page-fields/leadership";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => leaderMetadata(page);

export default async function ControllerOfExaminationPage() {
  await connection();
  return <LeaderPage page={page} holders={await listOfficeHolders()} />;
}
