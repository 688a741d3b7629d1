import { recordHistoryPage } from "@/components/admin/records/pages";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const metadata = { title: "Faculty member history" };

export default recordHistoryPage(FACULTY_MEMBERS);
