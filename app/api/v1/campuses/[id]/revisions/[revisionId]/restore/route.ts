import { recordRestoreRoutes } from "@/lib/records/api";
import { CAMPUSES } from "@/lib/campuses/record";

export const { POST, OPTIONS } = recordRestoreRoutes(CAMPUSES);
