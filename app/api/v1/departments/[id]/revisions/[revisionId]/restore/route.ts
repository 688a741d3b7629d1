import { recordRestoreRoutes } from "@/lib/records/api";
import { DEPARTMENTS } from "@/lib/departments/record";

export const { POST, OPTIONS } = recordRestoreRoutes(DEPARTMENTS);
