import { recordNewPage } from "@/components/admin/records/pages";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const metadata = { title: "Add an office holder" };

export default recordNewPage(OFFICE_HOLDERS);
