import { recordNewPage } from "@/components/admin/records/pages";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const metadata = { title: "Add a faculty member" };

export default recordNewPage(FACULTY_MEMBERS);
