import { recordEditPage } from "@/components/admin/records/pages";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const metadata = { title: "Edit office holder" };

export default recordEditPage(OFFICE_HOLDERS);
