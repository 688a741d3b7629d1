import type { ProgramYears, campuses } from "../schema";
import type { ProgramLevel } from "../../programs/levels";

/**
 * Shapes of the seed data in ./data. The seed turns them into rows; natural keys
 * (names, codes, offices) make it idempotent, so ids are generated, not written here.
 */
export type SeedCampus = Pick<
  typeof campuses.$inferSelect,
  "name" | "zone" | "director" | "directorEmail" | "directorMessage" | "address" | "mapUrl" | "about" | "programmesOffered" | "labs"
>;

export type SeedDepartment = { name: string; hod?: string };

export type SeedSchool = { name: string; departments: SeedDepartment[] };

export type SeedProgram = {
  name: string;
  code: string;
  level: ProgramLevel;
  duration: string;
  mode: string;
  description: string;
  eligibility: string;
  /** Exact name of a department in schools.ts, or undefined. */
  department?: string;
  /** Exact names of campuses in campuses.ts that run the programme. */
  campuses: string[];
  years?: ProgramYears;
};

export type SeedOfficeHolder = {
  office: string;
  title: string;
  name: string;
  email: string;
  phone: string;
  message: string;
};

export type SeedNotice = {
  title: string;
  section: string;
  /** Days before the seed date on which it was published. */
  daysAgo: number;
  archived?: boolean;
  /** For auto-archived notices: days after the seed date (negative = already passed). */
  validUntilInDays?: number;
  endDateInDays?: number;
  applyUrl?: string;
  vacancies?: string;
  orderNumber?: string;
  orderDate?: string;
  /** Lines of text printed in the generated PDF. */
  body: string[];
};

export type SeedFacultyMember = {
  salutation: string;
  firstname: string;
  surname: string;
  email: string;
  designation: string;
  department: string;
  overview: string;
  research?: { researchArea: string; researchOverview: string; publications: string }[];
};
