import { and, eq, sql } from "drizzle-orm";
import { admissionResults, admissionRounds, auditLog } from "@/lib/db/schema";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { importResults } from "@/lib/admissions/import";
import { exportResultsCsv, listResultHistory } from "@/lib/admissions/staff";
import { recordSeatDecision } from "@/lib/admissions/service";
import { createMailer, setMailer } from "@/lib/mail";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { ADMISSIONS_ACTOR, EDITOR_ACTOR, HEADER, csv, line, openRound, statusOf } from "../helpers/admissions";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn(), unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
  setMailer(createMailer({ from: "test@example.org", log: () => {} }));
});
afterAll(() => testDb.teardown());

async function roundRecords(category: "diploma" | "btech" | "ug" | "pg", round: number) {
  return db()
    .select({ result: admissionResults })
    .from(admissionResults)
    .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
    .where(and(eq(admissionRounds.category, category), eq(admissionRounds.round, round)))
    .then((rows) => rows.map((r) => r.result));
}

const GOOD = [
  "form_number,name,email,dob,program,campus,registered_category,category_allocated,program_preference,campus_preference,rank",
  "UG-1,Anita Rao,Anita.Rao@Example.org,1-2-2007,BS in Retail Management,DSEU Dwarka Campus,General,del_ur,1,no,120",
  'UG-2,"Singh, Harpreet",harpreet@example.org,01/12/2006,"BMS (E-Commerce)",DSEU Rajokri Campus,OBC,DEL_OBC,3,yes,455',
  "UG-3,Omar Sheikh,omar@example.org,15-08-2007,,,SC,,,,",
].join("\n");

describe("importing allotments from CSV", () => {
  test("a good file creates every record, normalised", async () => {
    const report = await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: GOOD });
    expect(report).toEqual({ created: 3, updated: 0, unchanged: 0, rejected: [] });
    const rows = await roundRecords("ug", 1);
    const anita = rows.find((r) => r.formNumber === "UG-1")!;
    expect(anita).toMatchObject({
      email: "anita.rao@example.org",
      dob: "01-02-2007",
      categoryAllocated: "DEL_UR",
      programPreference: 1,
      campusPreference: false,
      rank: 120,
      status: "pending",
    });
    expect(rows.find((r) => r.formNumber === "UG-2")).toMatchObject({
      name: "Singh, Harpreet",
      dob: "01-12-2006",
      campusPreference: true,
    });
    expect(rows.find((r) => r.formNumber === "UG-3")).toMatchObject({
      program: "",
      campus: "",
      programPreference: null,
      rank: null,
    });
    const [summary] = await db().select().from(auditLog).where(eq(auditLog.action, "results.import"));
    expect(summary).toMatchObject({
      actor: "admissions.office@example.org",
      after: expect.objectContaining({ created: 3 }),
    });
  });

  test("importing the same file again creates and changes nothing", async () => {
    const report = await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: GOOD });
    expect(report).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: [] });
    expect(await roundRecords("ug", 1)).toHaveLength(3);
  });

  test("bad lines are reported by line, field and message, and nothing of the file is written", async () => {
    const before = await roundRecords("ug", 1);
    const bad = [
      GOOD,
      "UG-4,Good Line,good4@example.org,02-02-2007,BCA,DSEU Pusa-II Campus,General,DEL_UR,2,no,300",
      "UG-5,Bad Dob,bad5@example.org,31-02-2007,BCA,DSEU Pusa-II Campus,General,DEL_UR,2,no,301",
      "UG-6,,not-an-email,02-02-2007,BCA,,General,DEL_UR,two,maybe,0",
      "UG-4,Duplicate,dup@example.org,03-03-2007,BCA,DSEU Pusa-II Campus,General,DEL_UR,2,no,302",
      "UG-7,Same Pair,anita.rao@example.org,01-02-2007,BCA,DSEU Pusa-II Campus,General,DEL_UR,2,no,303",
    ].join("\n");
    const report = await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: bad });
    expect(report.rejected).toEqual([
      { line: 6, field: "dob", message: "dob must be a real date written DD-MM-YYYY, not 31-02-2007" },
      { line: 7, field: "email", message: "email is not a valid address: not-an-email" },
      { line: 7, field: "campus", message: "program and campus are given together, or both left empty for no seat" },
      { line: 7, field: "name", message: "name is required" },
      { line: 7, field: "program_preference", message: "program_preference must be a whole number from 1 to 99" },
      { line: 7, field: "campus_preference", message: "campus_preference must be yes/no, true/false or 1/0" },
      { line: 7, field: "rank", message: "rank must be a whole number from 1 to 10000000" },
      { line: 8, field: "form_number", message: "form number UG-4 is already on line 5" },
      {
        line: 9,
        field: "email",
        message:
          "the candidate on line 2 has the same email and date of birth; candidates sign in with that pair, so it must be unique",
      },
    ]);
    expect(report.created).toBe(2);
    expect(await roundRecords("ug", 1)).toEqual(before);
  });

  test("a pair already held by another record of the round is refused", async () => {
    const report = await importResults(ADMISSIONS_ACTOR, {
      category: "ug",
      round: 1,
      csv: csv(line({ form_number: "UG-9", email: "anita.rao@example.org", dob: "01-02-2007" })),
    });
    expect(report.rejected).toEqual([
      {
        line: 2,
        field: "email",
        message:
          "form number UG-1, already in this round, has the same email and date of birth; candidates sign in with that pair, so it must be unique",
      },
    ]);
  });

  test("a dry run answers what would happen and writes nothing", async () => {
    const file = [
      GOOD.replace("Anita Rao", "Anita R. Rao"),
      "UG-8,New Person,new8@example.org,05-05-2007,BCA,DSEU Pusa-II Campus,General,DEL_UR,2,no,500",
    ].join("\n");
    const report = await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: file, dryRun: true });
    expect(report).toEqual({ created: 1, updated: 1, unchanged: 2, rejected: [] });
    const rows = await roundRecords("ug", 1);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.formNumber === "UG-1")!.name).toBe("Anita Rao");
  });

  test("missing columns, an empty file and broken CSV are rejected on line 1 or where they break", async () => {
    expect(
      (
        await importResults(ADMISSIONS_ACTOR, {
          category: "ug",
          round: 1,
          csv: "form_number,name,email\nA,B,c@example.org\n",
        })
      ).rejected.map((r) => r.field),
    ).toEqual(["dob", "program", "campus", "registered_category"]);
    expect((await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: `${HEADER}\n` })).rejected).toEqual([
      { line: 1, field: "file", message: "the file has no data rows" },
    ]);
    const broken = await importResults(ADMISSIONS_ACTOR, {
      category: "ug",
      round: 1,
      csv: `${HEADER}\n"unclosed,quote\n`,
    });
    expect(broken.rejected[0]).toMatchObject({ field: "file", message: expect.stringContaining("not valid CSV") });
  });

  test("a corrected file updates the changed records, and each change is in that record's history", async () => {
    const corrected = GOOD.replace(
      "BS in Retail Management,DSEU Dwarka Campus",
      "BS in Retail Management,DSEU Pusa-II Campus",
    );
    const report = await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: corrected });
    expect(report).toEqual({ created: 0, updated: 1, unchanged: 2, rejected: [] });
    const anita = (await roundRecords("ug", 1)).find((r) => r.formNumber === "UG-1")!;
    expect(anita.campus).toBe("DSEU Pusa-II Campus");
    const history = await listResultHistory(ADMISSIONS_ACTOR, anita.id);
    expect(history.at(-1)).toMatchObject({
      action: "result.import_update",
      changes: { campus: { from: "DSEU Dwarka Campus", to: "DSEU Pusa-II Campus" } },
      from: null,
      to: null,
    });
  });

  test("the status column sets new and pending records, but never overwrites a candidate's decision", async () => {
    await openRound("diploma", 2);
    const first = await importResults(ADMISSIONS_ACTOR, {
      category: "diploma",
      round: 2,
      csv: csv(
        line({ form_number: "S-decided" }),
        line({ form_number: "S-pending" }),
        line({ form_number: "S-new", status: "reject" }),
      ),
    });
    expect(first.created).toBe(3);
    const rows = await roundRecords("diploma", 2);
    const decided = rows.find((r) => r.formNumber === "S-decided")!;
    expect(rows.find((r) => r.formNumber === "S-new")!.status).toBe("reject");
    await recordSeatDecision({ kind: "candidate", resultId: decided.id }, { resultId: decided.id, status: "freeze" });

    const exported = await exportResultsCsv(ADMISSIONS_ACTOR, { category: "diploma", round: "2" });
    const reimport = exported.replace(/,freeze,/, ",pending,").replace(/(S-pending,[^\r\n]*),pending,/, "$1,upgrade,");
    const report = await importResults(ADMISSIONS_ACTOR, { category: "diploma", round: 2, csv: reimport });
    expect(report).toEqual({ created: 0, updated: 1, unchanged: 2, rejected: [] });
    expect(await statusOf(decided.id)).toBe("freeze");
    const pending = (await roundRecords("diploma", 2)).find((r) => r.formNumber === "S-pending")!;
    expect(pending.status).toBe("upgrade");
    expect((await listResultHistory(ADMISSIONS_ACTOR, pending.id)).at(-1)).toMatchObject({
      action: "result.import_update",
      from: "pending",
      to: "upgrade",
    });
  });

  test("a round's export re-imports as unchanged", async () => {
    const exported = await exportResultsCsv(ADMISSIONS_ACTOR, { category: "ug", round: "1" });
    expect(exported.split("\r\n")[0]).toBe(
      "category,round,form_number,name,email,dob,program,campus,registered_category,category_allocated,program_preference,campus_preference,rank,status,pwd,defence,decided_at,id",
    );
    expect(exported).toContain('"Singh, Harpreet"');
    expect(await importResults(ADMISSIONS_ACTOR, { category: "ug", round: 1, csv: exported })).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      rejected: [],
    });
  });

  test("only Admissions or Admin may import, and only into a round with pages", async () => {
    await expect(importResults(EDITOR_ACTOR, { category: "ug", round: 1, csv: GOOD })).rejects.toMatchObject({
      status: 403,
    });
    await expect(importResults(ADMISSIONS_ACTOR, { category: "ug", round: 3, csv: GOOD })).rejects.toBeInstanceOf(
      AppError,
    );
  });

  test("5,000 lines import in one go", async () => {
    const lines = Array.from({ length: 5000 }, (_, i) =>
      line({ form_number: `BULK-${i}`, email: `bulk${i}@example.org` }),
    );
    const report = await importResults(ADMISSIONS_ACTOR, { category: "btech", round: 1, csv: csv(...lines) });
    expect(report.created).toBe(5000);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(admissionResults);
    expect(count!.n).toBeGreaterThanOrEqual(5000);
  }, 90_000);
});
