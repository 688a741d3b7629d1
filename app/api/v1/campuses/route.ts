import { recordCollectionRoutes } from "@/lib/records/api";
import { CAMPUSES } from "@/lib/campuses/record";

export const { GET, POST, OPTIONS } = recordCollectionRoutes(CAMPUSES);
