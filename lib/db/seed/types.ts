import type { ProgramYears, campuses } from "../schema";
import type { ProgramLevel } from "../../programs/levels";

/**
 * Shapes of the seed data in ./data. The seed turns them into rows; natural keys
 * (names, codes, offices) make it idempotent, so ids are generated, not written here.
 */
export type SeedCampus = Pick<
  typeof campuses.$inferSelect,
  | "name"
  | "zone"
  | "director"
  | "directorEmail"
  | "directorMessage"
  | "address"
  | "mapUrl"
  | "about"
  | "programmesOffered"
  | "labs"
>;

export type SeedProgram = {
  name: string;
  code: string;
  level: ProgramLevel;
  duration: string;
  mode: string;
  description: string;
  eligibility: string;
  /** As the university published it ("₹25,000 per semester"); only where it did. */
  fees?: string;
  /** Name of a department of the legacy exports (data/legacy), without "Department of"; or undefined. */
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
  /** YYYY-MM-DD (India time): see the dating rule in data/notices.ts. */
  publishedOn: string;
  archived?: boolean;
  /** Last day (India time) on which an auto-archived notice is current. */
  validUntil?: string;
  /** Last day to apply (job portal). */
  endDate?: string;
  applyUrl?: string;
  vacancies?: string;
  orderNumber?: string;
  orderDate?: string;
} & (
  | /** The page that carries the facts (or an outside portal) when the site holds no document. */ {
      link: string;
      file?: never;
    }
  | /** The real document: a PDF in lib/db/seed/files/, stored as staff uploads are. */ {
      file: string;
      link?: never;
    }
);
