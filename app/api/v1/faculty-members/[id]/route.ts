import { recordItemRoutes } from "@/lib/records/api";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const { GET, PATCH, DELETE, OPTIONS } = recordItemRoutes(FACULTY_MEMBERS);
