import fs from "node:fs";
import path from "node:path";
import { portals } from "@/lib/db/seed/content/site";

/**
 * The Samarth portals use two domains (students samarth.edu.in, faculty samarth.ac.in). That looks
 * like a slip, so it is pinned to the facts: content-facts §0.3 records each address as the old
 * site had it, and the faculty address is noted as "domain as in the source".
 */
const facts = fs.readFileSync(path.resolve(process.cwd(), "../shared/spec/content-facts.md"), "utf8");

function factUrl(label: string): string {
  const row = facts.split("\n").find((line) => line.startsWith(`| ${label} |`));
  if (!row) throw new Error(`no row "${label}" in content-facts §0.3`);
  return /(https:\/\/\S+)/.exec(row)![1]!;
}

test("the student and faculty Samarth logins are the addresses the facts give", () => {
  expect(portals.studentLogin).toBe(factUrl("Student login (Samarth ERP)"));
  expect(portals.facultyLogin).toBe(factUrl("Faculty login – Samarth"));
  expect(new URL(portals.studentLogin).hostname).toBe("dseu.samarth.edu.in");
  expect(new URL(portals.facultyLogin).hostname).toBe("dseu.samarth.ac.in");
});

test("the admission portals are the facts' addresses", () => {
  expect(portals.admissionsAfter10th).toBe(factUrl("Admissions portal – programmes after 10th (Diploma)"));
  expect(portals.admissionsAfter12th).toBe(factUrl("Admissions portal – after 12th (UG incl. B.Tech)"));
  expect(portals.admissionsAfterBachelor).toBe(factUrl("Admissions portal – after Bachelor (PG)"));
});
