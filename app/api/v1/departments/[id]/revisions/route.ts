import { recordRevisionRoutes } from "@/lib/records/api";
import { DEPARTMENTS } from "@/lib/departments/record";

export const { GET, OPTIONS } = recordRevisionRoutes(DEPARTMENTS);
