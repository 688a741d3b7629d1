import { portals } from "../../content/site";
import type { ProgramLevel } from "./levels";

/** The admission portal where a programme of each level is applied for (content-facts §0.3); its words are in programmePages.apply. */
export function applyHref(level: ProgramLevel): string {
  switch (level) {
    case "DIPLOMA":
      return portals.admissionsAfter10th;
    case "UG":
      return portals.admissionsAfter12th;
    case "PG":
      return portals.admissionsAfterBachelor;
  }
}
