import type { ContentData } from "../content/schema";
import type { ProgramLevel } from "./levels";

type Portals = ContentData<"site-settings">["portals"];

/**
 * The admission portal where a programme of each level is applied for (content-facts §0.3), from
 * the portals staff keep in the site settings; its words are in programmePages.apply.
 */
export function applyHref(level: ProgramLevel, portals: Portals): string {
  switch (level) {
    case "DIPLOMA":
      return portals.admissionsAfter10th;
    case "UG":
      return portals.admissionsAfter12th;
    case "PG":
      return portals.admissionsAfterBachelor;
  }
}
