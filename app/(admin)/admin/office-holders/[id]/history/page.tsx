import { recordHistoryPage } from "@/components/admin/records/pages";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const metadata = { title: "Office holder history" };

export default recordHistoryPage(OFFICE_HOLDERS);
