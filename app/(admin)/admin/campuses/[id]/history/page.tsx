import { recordHistoryPage } from "@/components/admin/records/pages";
import { CAMPUSES } from "@/lib/campuses/record";

export const metadata = { title: "Campus history" };

export default recordHistoryPage(CAMPUSES);
