import type { EditableRecord } from "../reference/records";
import type { RecordKind } from "./define";
import { FACULTY_MEMBERS } from "../faculty/record";
import { OFFICE_HOLDERS } from "../office-holders/record";
import { CAMPUSES } from "../campuses/record";
import { DEPARTMENTS } from "../departments/record";

/**
 * Every declared record kind, by key: the staff forms' server actions find their kind here (an
 * action receives the key, never the declaration), and the shared record test suite runs for each.
 */
export const RECORD_KINDS = [
  FACULTY_MEMBERS,
  OFFICE_HOLDERS,
  CAMPUSES,
  DEPARTMENTS,
] as unknown as readonly RecordKind<EditableRecord>[];

export function recordKind(key: string): RecordKind<EditableRecord> | undefined {
  return RECORD_KINDS.find((kind) => kind.key === key);
}
