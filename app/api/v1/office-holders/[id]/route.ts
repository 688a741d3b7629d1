import { recordItemRoutes } from "@/lib/records/api";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const { GET, PATCH, DELETE, OPTIONS } = recordItemRoutes(OFFICE_HOLDERS);
