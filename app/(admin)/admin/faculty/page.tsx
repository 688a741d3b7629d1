import { recordListPage } from "@/components/admin/records/pages";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const metadata = { title: "Faculty members" };

export default recordListPage(FACULTY_MEMBERS);
