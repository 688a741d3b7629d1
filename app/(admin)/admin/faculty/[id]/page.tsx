import { recordEditPage } from "@/components/admin/records/pages";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const metadata = { title: "Edit faculty member" };

export default recordEditPage(FACULTY_MEMBERS);
