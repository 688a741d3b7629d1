import { recordItemRoutes } from "@/lib/records/api";
import { DEPARTMENTS } from "@/lib/departments/record";

export const { GET, PATCH, DELETE, OPTIONS } = recordItemRoutes(DEPARTMENTS);
