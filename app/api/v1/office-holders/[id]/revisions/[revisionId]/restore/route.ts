import { recordRestoreRoutes } from "@/lib/records/api";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const { POST, OPTIONS } = recordRestoreRoutes(OFFICE_HOLDERS);
