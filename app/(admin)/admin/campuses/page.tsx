import { recordListPage } from "@/components/admin/records/pages";
import { CAMPUSES } from "@/lib/campuses/record";

export const metadata = { title: "Campuses" };

export default recordListPage(CAMPUSES);
