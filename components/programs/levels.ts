import type { ProgramLevel } from "@/lib/programs/levels";

/** How each level is named on the pages, and its URL segment (/courses/ug). */
export const LEVEL_INFO: Record<ProgramLevel, { name: string; heading: string; segment: string; summary: string }> = {
  DIPLOMA: {
    name: "Diploma",
    heading: "Diploma programmes",
    segment: "diploma",
    summary: "Technical and vocational diplomas for students who have passed Class X, with exits after each year.",
  },
  UG: {
    name: "Undergraduate (UG)",
    heading: "Undergraduate (UG) programmes",
    segment: "ug",
    summary: "Bachelor's degrees, B.Tech and undergraduate diplomas for students who have passed Class XII.",
  },
  PG: {
    name: "Postgraduate (PG)",
    heading: "Postgraduate (PG) programmes",
    segment: "pg",
    summary: "Master's degrees and postgraduate diplomas for graduates.",
  },
};

export function levelPath(level: ProgramLevel): string {
  return `/courses/${LEVEL_INFO[level].segment}`;
}
