/**
 * Every notice section, as the old clients send them (the misspelt "comittee" is kept for
 * compatibility), with the admin label and the upload tab that offers it.
 */
export const SECTION_GROUPS = {
  "information-bulletin": "Information Bulletin",
  announcements: "Announcement",
  "statutory-body": "Statutory Body",
  "work-with-us": "Work With Us",
  administration: "Administration",
  research: "Research",
} as const;
export type SectionGroup = keyof typeof SECTION_GROUPS;

export const NOTICE_SECTIONS = [
  { value: "admission", label: "Admission", group: "information-bulletin" },
  { value: "students", label: "Students", group: "information-bulletin" },
  { value: "important links", label: "Important Links", group: "information-bulletin" },
  { value: "alerts and circulars", label: "Notices", group: "information-bulletin" },
  { value: "announcements", label: "Announcements", group: "announcements" },
  { value: "academic positions", label: "Academic Positions", group: "work-with-us" },
  { value: "non academic positions", label: "Non Academic Positions", group: "work-with-us" },
  { value: "short term positions", label: "Short Term Positions", group: "work-with-us" },
  { value: "results", label: "Results", group: "work-with-us" },
  { value: "recruitments and notice", label: "Recruitments and Notices", group: "work-with-us" },
  { value: "recruitment rules", label: "Recruitment Rules", group: "administration" },
  { value: "ad office orders", label: "Office Orders", group: "administration" },
  { value: "ad circulars", label: "Circulars", group: "administration" },
  { value: "ad important forms", label: "Important Forms", group: "administration" },
  { value: "member university court", label: "University Court Members", group: "statutory-body" },
  { value: "member board of management", label: "Board of Management Members", group: "statutory-body" },
  { value: "member academic council", label: "Academic Council Members", group: "statutory-body" },
  { value: "member finance comittee", label: "Finance Committee Members", group: "statutory-body" },
  { value: "university court", label: "MOM University Court", group: "statutory-body" },
  { value: "board of management", label: "MOM Board of Management", group: "statutory-body" },
  { value: "academic council", label: "MOM Academic Council", group: "statutory-body" },
  { value: "finance comittee", label: "MOM Finance Committee", group: "statutory-body" },
  { value: "research", label: "Research Notices", group: "research" },
] as const satisfies readonly { value: string; label: string; group: SectionGroup }[];

export type NoticeSection = (typeof NOTICE_SECTIONS)[number]["value"];

export const BULLETIN_SECTIONS: NoticeSection[] = ["admission", "students", "important links", "alerts and circulars"];

export function isNoticeSection(value: string): value is NoticeSection {
  return NOTICE_SECTIONS.some((s) => s.value === value);
}

export type SectionOption = (typeof NOTICE_SECTIONS)[number];

export function sectionsOfGroup(group: SectionGroup): SectionOption[] {
  return NOTICE_SECTIONS.filter((s) => s.group === group);
}

export function groupOfSection(value: string): SectionGroup | undefined {
  return NOTICE_SECTIONS.find((s) => s.value === value)?.group;
}

export function sectionLabel(value: string): string {
  return NOTICE_SECTIONS.find((s) => s.value === value)?.label ?? value;
}

/** The job-portal sections: the tabs of /recruitment and the only valid /recruitment/archive/{category} values. */
export const JOB_PORTAL_SECTIONS: NoticeSection[] = sectionsOfGroup("work-with-us").map((s) => s.value);
