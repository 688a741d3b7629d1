import { recordEditPage } from "@/components/admin/records/pages";
import { CAMPUSES } from "@/lib/campuses/record";

export const metadata = { title: "Edit campus" };

export default recordEditPage(CAMPUSES);
