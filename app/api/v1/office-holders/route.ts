import { recordCollectionRoutes } from "@/lib/records/api";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";

export const { GET, POST, OPTIONS } = recordCollectionRoutes(OFFICE_HOLDERS);
