import { recordNewPage } from "@/components/admin/records/pages";
import { CAMPUSES } from "@/lib/campuses/record";

export const metadata = { title: "Add a campus" };

export default recordNewPage(CAMPUSES);
