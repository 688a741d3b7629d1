import { recordRevisionRoutes } from "@/lib/records/api";
import { CAMPUSES } from "@/lib/campuses/record";

export const { GET, OPTIONS } = recordRevisionRoutes(CAMPUSES);
