import { portals } from "../../content/site";
import type { ProgramLevel } from "./levels";

/** Where a programme of each level is applied for: the admission portal for that level (content-facts §0.3). */
export function applyLink(level: ProgramLevel): { title: string; href: string } {
  switch (level) {
    case "DIPLOMA":
      return { title: "Apply: programmes after Class 10", href: portals.admissionsAfter10th };
    case "UG":
      return { title: "Apply: programmes after Class 12", href: portals.admissionsAfter12th };
    case "PG":
      return { title: "Apply: programmes after a bachelor's degree", href: portals.admissionsAfterBachelor };
  }
}
