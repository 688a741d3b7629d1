import { recordRevisionRoutes } from "@/lib/records/api";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const { GET, OPTIONS } = recordRevisionRoutes(OFFICE_HOLDERS);
