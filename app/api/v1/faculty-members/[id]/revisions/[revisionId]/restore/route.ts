import { recordRestoreRoutes } from "@/lib/records/api";
import { FACULTY_MEMBERS } from "@/lib/faculty/record";

export const { POST, OPTIONS } = recordRestoreRoutes(FACULTY_MEMBERS);
