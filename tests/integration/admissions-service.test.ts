import { and, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog } from "@/lib/db/schema";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { SYSTEM } from "@/lib/auth/actor";
import { lookupResult, loadCandidateView } from "@/lib/admissions/lookup";
import { overrideResultStatus, recordSeatDecision, updateRound, type Candidate } from "@/lib/admissions/service";
import { listResultHistory } from "@/lib/admissions/staff";
import {
  resetLookupLimits,
  LOOKUPS_PER_ADDRESS,
  FAILED_LOOKUPS_PER_EMAIL,
  FAILED_LOOKUPS_PER_EMAIL_AND_ADDRESS,
} from "@/lib/admissions/rate-limits";
import { WRONG_PAIR_MESSAGE } from "@/lib/admissions/errors";
import { readCandidateToken } from "@/lib/admissions/session";
import { createMailer, mailSettled, setMailer, type Mailer } from "@/lib/mail";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { ADMISSIONS_ACTOR, EDITOR_ACTOR, importLines, line, openRound, statusOf } from "../helpers/admissions";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn(), unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
let mail: Mailer;
beforeAll(async () => {
  testDb = await setupTestDatabase();
});
afterAll(() => testDb.teardown());
beforeEach(() => {
  resetLookupLimits();
  mail = createMailer({ from: "DSEU <no-reply@dseu.ac.in>", log: () => {} });
  setMailer(mail);
});

const client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" };
const candidate = (resultId: string): Candidate => ({ kind: "candidate", resultId, ...client });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("looking up a result", () => {
  test("the right email and date of birth give the record, its choices and a token naming it", async () => {
    const records = await importLines("diploma", 2, [
      line({ form_number: "L-1", email: "Lookup.One@Example.org", dob: "05-06-2008", program_preference: "3" }),
    ]);
    await openRound("diploma", 2);
    const answer = await lookupResult("diploma2", { email: " lookup.one@example.org ", dob: "5/6/2008" }, client);
    expect(answer.result).toMatchObject({ formNumber: "L-1", status: "pending", roundKey: "diploma2" });
    expect(answer.result).not.toHaveProperty("email");
    expect(answer.result).not.toHaveProperty("dob");
    expect(answer.outcome).toBe("allotted");
    expect(answer.choices.map((c) => c.status)).toEqual(["freeze", "float", "upgrade", "reject"]);
    expect(await readCandidateToken(answer.token)).toEqual({ ok: true, resultId: records.get("L-1")!.id });
  });

  test("a wrong date of birth and an unknown email get the same neutral 401", async () => {
    await importLines("diploma", 2, [line({ email: "neutral@example.org", dob: "01-01-2008" })]);
    const wrongDob = await rejection(
      lookupResult("diploma2", { email: "neutral@example.org", dob: "02-01-2008" }, client),
    );
    const unknown = await rejection(
      lookupResult("diploma2", { email: "nobody@example.org", dob: "01-01-2008" }, client),
    );
    expect([wrongDob.status, wrongDob.message]).toEqual([401, WRONG_PAIR_MESSAGE]);
    expect([unknown.status, unknown.message]).toEqual([401, WRONG_PAIR_MESSAGE]);
  });

  test("the pair only opens the round it was looked up in", async () => {
    await importLines("diploma", 3, [line({ email: "round.three@example.org", dob: "03-03-2008" })]);
    const error = await rejection(
      lookupResult("diploma2", { email: "round.three@example.org", dob: "03-03-2008" }, client),
    );
    expect(error.status).toBe(401);
  });

  test("malformed input is refused field by field", async () => {
    expect(
      await rejection(lookupResult("diploma2", { email: "not-an-email", dob: "01-01-2008" }, client)),
    ).toMatchObject({ status: 400, field: "email" });
    expect(
      await rejection(lookupResult("diploma2", { email: "a@example.org", dob: "31-02-2008" }, client)),
    ).toMatchObject({ status: 400, field: "dob" });
    expect(
      await rejection(lookupResult("diploma2", { email: "a@example.org", dob: "2008-01-01" }, client)),
    ).toMatchObject({ status: 400, field: "dob" });
  });

  test("failed lookups of one email from one address are limited, and then even the right pair waits there", async () => {
    await importLines("diploma", 2, [line({ email: "guessed@example.org", dob: "10-10-2008" })]);
    const from = { ip: "198.51.100.1" };
    for (let i = 0; i < FAILED_LOOKUPS_PER_EMAIL_AND_ADDRESS.limit; i++) {
      const error = await rejection(
        lookupResult("diploma2", { email: "guessed@example.org", dob: `0${(i % 9) + 1}-01-2008` }, from),
      );
      expect(error.status).toBe(401);
    }
    const limited = await rejection(
      lookupResult("diploma2", { email: "guessed@example.org", dob: "10-10-2008" }, from),
    );
    expect(limited.status).toBe(429);
    expect(limited.message).toBe("Too many attempts. Please try again in 15 minutes.");
    // The candidate, from their own address, is not locked out by someone else's guesses.
    expect(
      (await lookupResult("diploma2", { email: "guessed@example.org", dob: "10-10-2008" }, { ip: "203.0.113.77" }))
        .result.status,
    ).toBe("pending");
    // Once the window has passed, the guessing address may try again.
    const later = jest
      .spyOn(Date, "now")
      .mockReturnValue(Date.now() + FAILED_LOOKUPS_PER_EMAIL_AND_ADDRESS.windowMs + 1000);
    try {
      expect(
        (await lookupResult("diploma2", { email: "guessed@example.org", dob: "10-10-2008" }, from)).result.status,
      ).toBe("pending");
    } finally {
      later.mockRestore();
    }
  });

  test("failed lookups of one email spread over many addresses reach the email's ceiling", async () => {
    await importLines("diploma", 2, [line({ email: "spread@example.org", dob: "12-10-2008" })]);
    for (let i = 0; i < FAILED_LOOKUPS_PER_EMAIL.limit; i++) {
      const error = await rejection(
        lookupResult(
          "diploma2",
          { email: "spread@example.org", dob: `0${(i % 9) + 1}-01-2008` },
          { ip: `198.51.100.${100 + (i % 50)}` },
        ),
      );
      expect(error.status).toBe(401);
    }
    expect(
      (
        await rejection(
          lookupResult("diploma2", { email: "spread@example.org", dob: "12-10-2008" }, { ip: "203.0.113.78" }),
        )
      ).status,
    ).toBe(429);
  });

  test("lookups from one address are limited, whoever they are for", async () => {
    await importLines("diploma", 2, [line({ email: "busy@example.org", dob: "11-11-2008" })]);
    for (let i = 0; i < LOOKUPS_PER_ADDRESS.limit; i++) {
      await lookupResult("diploma2", { email: "busy@example.org", dob: "11-11-2008" }, { ip: "192.0.2.1" });
    }
    const limited = await rejection(
      lookupResult("diploma2", { email: "busy@example.org", dob: "11-11-2008" }, { ip: "192.0.2.1" }),
    );
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another address is not affected.
    await expect(
      lookupResult("diploma2", { email: "busy@example.org", dob: "11-11-2008" }, { ip: "192.0.2.2" }),
    ).resolves.toBeDefined();
  });

  test("a token only loads its record on the pages of its own round", async () => {
    const records = await importLines("ug", 2, [line({ form_number: "V-1" })]);
    const id = records.get("V-1")!.id;
    expect((await loadCandidateView(id, ["ug2"]))?.result.formNumber).toBe("V-1");
    expect(await loadCandidateView(id, ["ug1"])).toBeUndefined();
  });
});

describe("recording a seat decision", () => {
  test("the candidate's choice is recorded once, audited with who, from, to and from where, and emailed", async () => {
    await openRound("btech", 2);
    const records = await importLines("btech", 2, [
      line({ form_number: "D-1", email: "decides@example.org", program_preference: "2", name: "Ravi Kumar" }),
    ]);
    const id = records.get("D-1")!.id;
    const { result } = await recordSeatDecision(candidate(id), { resultId: id, status: "float" });
    expect(result.status).toBe("float");
    expect(result.decidedAt).not.toBeNull();

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "admission_result"), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "result.decision",
      actor: "candidate D-1",
      actorId: null,
      before: { status: "pending" },
      after: { status: "float" },
      ip: client.ip,
      userAgent: client.userAgent,
    });

    await mailSettled();
    expect(mail.outbox).toHaveLength(1);
    const message = mail.outbox[0]!;
    expect(message.to).toBe("decides@example.org");
    expect(message.subject).toBe("DSEU B.Tech Round 2 Seat Allocation: Accepted & Upgrade (form D-1)");
    expect(message.text).toContain("Dear Ravi Kumar,");
    expect(message.attachments?.map((a) => a.filename)).toEqual(["Ravi D-1_Admission_Form.pdf"]);
  });

  test("a second submission changes nothing and says the decision is already recorded", async () => {
    await openRound("btech", 2);
    const id = (await importLines("btech", 2, [line({ form_number: "D-2" })])).get("D-2")!.id;
    await recordSeatDecision(candidate(id), { resultId: id, status: "freeze" });
    const replay = await rejection(recordSeatDecision(candidate(id), { resultId: id, status: "freeze" }));
    const change = await rejection(recordSeatDecision(candidate(id), { resultId: id, status: "reject" }));
    expect(replay).toMatchObject({
      status: 409,
      message: "Your decision has already been recorded (Seat Frozen) and cannot be changed.",
    });
    expect(change.status).toBe(409);
    expect(await statusOf(id)).toBe("freeze");
    expect(await listResultHistory(ADMISSIONS_ACTOR, id)).toHaveLength(1);
  });

  test("of two concurrent decisions on one record exactly one succeeds", async () => {
    await openRound("btech", 2);
    const records = await importLines(
      "btech",
      2,
      Array.from({ length: 5 }, (_, i) => line({ form_number: `C-${i}` })),
    );
    for (let i = 0; i < 5; i++) {
      const id = records.get(`C-${i}`)!.id;
      const outcomes = await Promise.allSettled([
        recordSeatDecision(candidate(id), { resultId: id, status: "freeze" }),
        recordSeatDecision(candidate(id), { resultId: id, status: "reject" }),
      ]);
      const won = outcomes.filter((o) => o.status === "fulfilled");
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0]!.reason as AppError).status).toBe(409);
      const winner = (won[0] as PromiseFulfilledResult<{ result: { status: string } }>).value.result.status;
      expect(await statusOf(id)).toBe(winner);
      expect(await listResultHistory(ADMISSIONS_ACTOR, id)).toHaveLength(1);
    }
  });

  test("ten concurrent submissions of the same choice record it once", async () => {
    await openRound("btech", 2);
    const id = (await importLines("btech", 2, [line({ form_number: "C-many" })])).get("C-many")!.id;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => recordSeatDecision(candidate(id), { resultId: id, status: "freeze" })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await listResultHistory(ADMISSIONS_ACTOR, id)).toHaveLength(1);
  });

  test("a token decides only for its own record", async () => {
    await openRound("btech", 2);
    const records = await importLines("btech", 2, [line({ form_number: "O-1" }), line({ form_number: "O-2" })]);
    const mine = records.get("O-1")!.id;
    const theirs = records.get("O-2")!.id;
    const error = await rejection(recordSeatDecision(candidate(mine), { resultId: theirs, status: "reject" }));
    expect(error.status).toBe(403);
    expect(await statusOf(theirs)).toBe("pending");
  });

  test("a closed window answers 'Seat Confirmation Closed'", async () => {
    await openRound("diploma", 2, false);
    const id = (await importLines("diploma", 2, [line({ form_number: "W-1" })])).get("W-1")!.id;
    expect(await rejection(recordSeatDecision(candidate(id), { resultId: id, status: "freeze" }))).toMatchObject({
      status: 409,
      message: "Seat Confirmation Closed",
    });
    expect(await statusOf(id)).toBe("pending");
    const view = await loadCandidateView(id, ["diploma2"]);
    expect(view?.choices).toEqual([]);
  });

  test.each([
    ["ended (its last day has passed)", "2025-09-05T00:00:00+05:30", "2025-09-09T23:59:59+05:30"],
    ["not begun (its first day is ahead)", "2099-01-01T00:00:00+05:30", "2099-01-05T23:59:59+05:30"],
  ])("a window staff left open but %s takes no decision, in the view and in the service", async (_when, from, to) => {
    await updateRound(SYSTEM, "diploma", 3, { startsAt: from, endsAt: to, windowOpen: true });
    const form = `W-${from.slice(0, 4)}`;
    const id = (await importLines("diploma", 3, [line({ form_number: form })])).get(form)!.id;
    expect((await loadCandidateView(id, ["diploma3"]))?.choices).toEqual([]);
    expect(await rejection(recordSeatDecision(candidate(id), { resultId: id, status: "freeze" }))).toMatchObject({
      status: 409,
      message: "Seat Confirmation Closed",
    });
    // Staff acting for the candidate are held to the same window.
    expect((await rejection(recordSeatDecision(ADMISSIONS_ACTOR, { resultId: id, status: "freeze" }))).status).toBe(
      409,
    );
    expect(await statusOf(id)).toBe("pending");

    await openRound("diploma", 3);
    expect((await loadCandidateView(id, ["diploma3"]))?.choices.length).toBeGreaterThan(0);
    await updateRound(SYSTEM, "diploma", 3, { windowOpen: false });
  });

  test("staff cannot open a window without both its dates", async () => {
    const error = await rejection(
      updateRound(ADMISSIONS_ACTOR, "ug", 2, { startsAt: null, endsAt: null, windowOpen: true }),
    );
    expect(error).toMatchObject({ status: 400, field: "windowOpen" });
    expect(error.message).toMatch(/set the decision window's dates/);
  });

  test.each([
    ["first preference (Diploma round 1)", "diploma", 1, { program_preference: "1" }],
    ["campus preference (UG round 1)", "ug", 1, { campus_preference: "yes" }],
    ["any PG candidate", "pg", 1, { program_preference: "", category_allocated: "", rank: "" }],
    ["the last Diploma round", "diploma", 4, {}],
  ] as const)("%s may only freeze or reject", async (_name, category, round, values) => {
    await openRound(category, round);
    const form = `R-${category}-${round}-${Math.random().toString(36).slice(2, 8)}`;
    const id = (await importLines(category, round, [line({ form_number: form, ...values })])).get(form)!.id;
    for (const status of ["float", "upgrade"]) {
      const error = await rejection(recordSeatDecision(candidate(id), { resultId: id, status }));
      expect(error.status).toBe(422);
    }
    expect(await statusOf(id)).toBe("pending");
    await recordSeatDecision(candidate(id), { resultId: id, status: "freeze" });
    expect(await statusOf(id)).toBe("freeze");
  });

  test("another preference in an upgrade round may choose any of the four", async () => {
    await openRound("diploma", 1);
    const records = await importLines(
      "diploma",
      1,
      ["freeze", "float", "upgrade", "reject"].map((s) => line({ form_number: `F-${s}`, program_preference: "4" })),
    );
    for (const status of ["freeze", "float", "upgrade", "reject"]) {
      const id = records.get(`F-${status}`)!.id;
      await recordSeatDecision(candidate(id), { resultId: id, status });
      expect(await statusOf(id)).toBe(status);
    }
    await openRound("diploma", 1, false);
  });

  test("no seat, or a PwD candidate of a round with a reporting session, has nothing to decide online", async () => {
    await openRound("ug", 1);
    const records = await importLines("ug", 1, [
      line({ form_number: "N-1", program: "", campus: "" }),
      line({ form_number: "P-1", pwd: "yes" }),
    ]);
    for (const form of ["N-1", "P-1"]) {
      const id = records.get(form)!.id;
      expect((await rejection(recordSeatDecision(candidate(id), { resultId: id, status: "freeze" }))).status).toBe(409);
    }
    await openRound("ug", 1, false);
  });

  test("an unknown status is a 400, and staff may decide for a candidate but an Editor may not", async () => {
    await openRound("btech", 2);
    const id = (await importLines("btech", 2, [line({ form_number: "S-1" })])).get("S-1")!.id;
    expect((await rejection(recordSeatDecision(candidate(id), { resultId: id, status: "accept" }))).status).toBe(400);
    expect((await rejection(recordSeatDecision(EDITOR_ACTOR, { resultId: id, status: "freeze" }))).status).toBe(403);
    await recordSeatDecision(ADMISSIONS_ACTOR, { resultId: id, status: "upgrade" });
    const [entry] = await listResultHistory(ADMISSIONS_ACTOR, id);
    expect(entry).toMatchObject({
      actor: "admissions.office@example.org",
      from: "pending",
      to: "upgrade",
      ip: "10.0.0.9",
    });
  });

  test("an upgrade is emailed without a letter", async () => {
    await openRound("btech", 2);
    const id = (await importLines("btech", 2, [line({ form_number: "M-1" })])).get("M-1")!.id;
    await recordSeatDecision(candidate(id), { resultId: id, status: "upgrade" });
    await mailSettled();
    expect(mail.outbox.at(-1)?.attachments).toEqual([]);
  });
});

describe("the staff status override", () => {
  test("needs a reason, changes any status, and shows in the record's history", async () => {
    await openRound("btech", 2);
    const id = (await importLines("btech", 2, [line({ form_number: "X-1" })])).get("X-1")!.id;
    await recordSeatDecision(candidate(id), { resultId: id, status: "reject" });

    expect(await rejection(overrideResultStatus(ADMISSIONS_ACTOR, id, { status: "freeze", reason: "" }))).toMatchObject(
      { status: 400, field: "reason" },
    );
    expect(
      (await rejection(overrideResultStatus(EDITOR_ACTOR, id, { status: "freeze", reason: "Phone request" }))).status,
    ).toBe(403);
    expect(
      (await rejection(overrideResultStatus({ kind: "anonymous" }, id, { status: "freeze", reason: "Phone request" })))
        .status,
    ).toBe(401);

    const { result, changed } = await overrideResultStatus(ADMISSIONS_ACTOR, id, {
      status: "pending",
      reason: "Rejected by mistake, confirmed by phone",
    });
    expect(changed).toBe(true);
    expect(result).toMatchObject({
      status: "pending",
      decidedAt: null,
      email: expect.stringContaining("@example.org"),
    });
    // Reopened: the candidate decides again.
    await recordSeatDecision(candidate(id), { resultId: id, status: "freeze" });

    const history = await listResultHistory(ADMISSIONS_ACTOR, id);
    expect(history.map((h) => [h.action, h.actor, h.from, h.to, h.reason])).toEqual([
      ["result.decision", "candidate X-1", "pending", "reject", null],
      [
        "result.status_override",
        "admissions.office@example.org",
        "reject",
        "pending",
        "Rejected by mistake, confirmed by phone",
      ],
      ["result.decision", "candidate X-1", "pending", "freeze", null],
    ]);
    expect(history[0]).toMatchObject({ ip: client.ip, userAgent: client.userAgent });
    expect(history[1]).toMatchObject({ ip: "10.0.0.9" });

    expect((await overrideResultStatus(ADMISSIONS_ACTOR, id, { status: "freeze", reason: "no change" })).changed).toBe(
      false,
    );
    expect(await listResultHistory(ADMISSIONS_ACTOR, id)).toHaveLength(3);
  });
});

describe("rounds", () => {
  test("staff edit a round; the public copy's tag is expired; only rounds with pages exist", async () => {
    (revalidateTag as jest.Mock).mockClear();
    const round = await updateRound(ADMISSIONS_ACTOR, "diploma", 3, {
      title: "DSEU Diploma Round 3 Seat Allocation (revised)",
      startsAt: "2025-08-22T00:00:00+05:30",
      endsAt: "2025-08-25T23:59:59+05:30",
      windowOpen: true,
      confirmationPdfUrl: "/files/65f000000000000000000099/process.pdf",
    });
    expect(round).toMatchObject({
      key: "diploma3",
      title: "DSEU Diploma Round 3 Seat Allocation (revised)",
      windowOpen: true,
      startsAt: "2025-08-21T18:30:00.000Z",
    });
    expect(revalidateTag).toHaveBeenCalledWith("admission-rounds", { expire: 0 });

    expect(
      await rejection(
        updateRound(ADMISSIONS_ACTOR, "diploma", 3, {
          startsAt: "2025-08-25T00:00:00+05:30",
          endsAt: "2025-08-22T00:00:00+05:30",
        }),
      ),
    ).toMatchObject({ status: 400, field: "endsAt" });
    expect(
      await rejection(updateRound(ADMISSIONS_ACTOR, "diploma", 3, { confirmationPdfUrl: "javascript:alert(1)" })),
    ).toMatchObject({ status: 400 });
    expect((await rejection(updateRound(ADMISSIONS_ACTOR, "pg", 2, { windowOpen: true }))).status).toBe(404);
    expect((await rejection(updateRound(EDITOR_ACTOR, "diploma", 3, { windowOpen: false }))).status).toBe(403);

    // Rows come back in no set order on PostgreSQL: the one staff edit of this test is picked by its actor.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "round.update"), eq(auditLog.actor, "admissions.office@example.org")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: "admissions.office@example.org",
      before: expect.objectContaining({ windowOpen: false }),
      after: expect.objectContaining({ windowOpen: true }),
    });
    await updateRound(SYSTEM, "diploma", 3, { windowOpen: false });
  });
});
