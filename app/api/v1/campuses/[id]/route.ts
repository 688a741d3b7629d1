import { recordItemRoutes } from "@/lib/records/api";
import { CAMPUSES } from "@/lib/campuses/record";

export const { GET, PATCH, DELETE, OPTIONS } = recordItemRoutes(CAMPUSES);
