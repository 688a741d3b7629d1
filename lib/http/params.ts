import { z } from "zod";

/** The dynamic path segments of /api/v1 routes, for `apiRoute({ params })`; ids are checked by `parseId` where used. */
export const idParams = z.object({ id: z.string() });
