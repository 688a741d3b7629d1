import { recordListPage } from "@/components/admin/records/pages";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const metadata = { title: "Office holders" };

export default recordListPage(OFFICE_HOLDERS);
