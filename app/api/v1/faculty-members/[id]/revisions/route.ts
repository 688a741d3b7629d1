import { recordRevisionRoutes } from "@/lib/records/api";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const { GET, OPTIONS } = recordRevisionRoutes(FACULTY_MEMBERS);
