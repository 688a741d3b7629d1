import type { SubmissionKind } from "./kinds";
import { indiaYear } from "../time";

/**
 * Human reference numbers for visitors' submissions: a prefix per kind, the year (India time)
 * and a serial that restarts every year, e.g. GRV-2026-000123. Visitors quote them to the office.
 */
export const REFERENCE_PREFIXES: Record<SubmissionKind, string> = {
  grievance: "GRV",
  alumni: "ALM",
  feedback: "FDB",
};

const SERIAL_DIGITS = 6;
const REFERENCE_PATTERN = /^([A-Z]{3})-(\d{4})-(\d{6,})$/;

export function referenceYear(now: Date): number {
  return indiaYear(now);
}

/** "GRV-2026-": what every reference of that kind and year starts with. */
export function referencePrefix(kind: SubmissionKind, year: number): string {
  return `${REFERENCE_PREFIXES[kind]}-${year}-`;
}

export function formatReference(kind: SubmissionKind, year: number, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`Invalid reference serial: ${serial}`);
  return `${referencePrefix(kind, year)}${String(serial).padStart(SERIAL_DIGITS, "0")}`;
}

export function parseReference(reference: string): { prefix: string; year: number; serial: number } | undefined {
  const match = REFERENCE_PATTERN.exec(reference.trim().toUpperCase());
  if (!match) return undefined;
  return { prefix: match[1]!, year: Number(match[2]), serial: Number(match[3]) };
}

/** The serial after the highest one in use (references of other years or kinds are ignored). */
export function nextSerial(existing: string[], kind: SubmissionKind, year: number): number {
  const prefix = REFERENCE_PREFIXES[kind];
  let highest = 0;
  for (const reference of existing) {
    const parsed = parseReference(reference);
    if (parsed && parsed.prefix === prefix && parsed.year === year) highest = Math.max(highest, parsed.serial);
  }
  return highest + 1;
}
