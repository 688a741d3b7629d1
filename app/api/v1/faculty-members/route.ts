import { recordCollectionRoutes } from "@/lib/records/api";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const { GET, POST, OPTIONS } = recordCollectionRoutes(FACULTY_MEMBERS);
