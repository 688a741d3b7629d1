/**
 * Review that reaches people (issue 26, item 4): the content workflow's steps mailed through the
 * site's own SMTP mailer to a real SMTP server started here. Sent for review → every active
 * Publisher but the sender; sent back → the author, with the comment; published → the author, with
 * what changed. Each mail names the item and links to its editor. A mail server that is down does
 * not stop a step. "My work" lists the same events for each person.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import { createMailer, mailSettled, setMailer } from "@/lib/mail";
import { getSingleContentItem, publish, saveDraft, schedule, sendBack, submitForReview } from "@/lib/content/service";
import { myWork } from "@/lib/content/my-work";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import type { ContentData } from "@/lib/content/schema";
import { actorOf, setupApiTest, type ApiTestContext } from "./api-helpers";
import { startInbox, type Inbox } from "../helpers/smtp-inbox";

let context: ApiTestContext;
let inbox: Inbox;
const actor = (role: "Editor" | "Publisher" | "Admin") => actorOf(context, role);

beforeAll(async () => {
  context = await setupApiTest();
  inbox = await startInbox();
  setMailer(createMailer({ smtpUrl: `smtp://127.0.0.1:${inbox.port}`, from: "DSEU website <web@dseu.ac.in>" }));
}, 180_000);
afterAll(async () => {
  setMailer(undefined);
  await inbox.close();
  await context.testDb.teardown();
});
beforeEach(() => {
  inbox.received.length = 0;
});

type News = ContentData<"news">;

async function changedNews(headline: string) {
  const item = await getSingleContentItem(actor("Editor"), "news");
  const data = item.draft as News;
  return saveDraft(actor("Editor"), item.id, {
    data: {
      ...data,
      items: data.items.map((entry, index) => (index === 0 ? { ...entry, title: { en: headline } } : entry)),
    },
    version: item.version,
  });
}

test("a draft sent for review is mailed to the Publishers, with what changed and a link to review it", async () => {
  const saved = await changedNews("Convocation on 5 December");
  const [publisher] = await context.testDb.handle.db.select().from(users).where(eq(users.role, "Publisher"));
  await submitForReview(actor("Editor"), saved.id, { version: saved.version });
  await mailSettled();

  const mails = inbox.received.filter((mail) => mail.subject === "For review: News");
  expect(mails.map((mail) => mail.to).flat()).toContain(publisher!.email);
  // Only Publishers: not the sender, not an Editor or an Admin.
  expect(mails.flatMap((mail) => mail.to)).not.toContain(context.users.Editor.email);
  expect(mails.flatMap((mail) => mail.to)).not.toContain(context.users.Admin.email);
  const text = mails[0]!.text;
  expect(text).toContain(`${context.users.Editor.email} sent “News” (News) for review.`);
  expect(text).toMatch(/- News item 1 › Title \(English\): .*added “Convocation on 5 December”/);
  expect(text).toContain(`/admin/content/news/${saved.id}`);
  await sendBack(actor("Publisher"), saved.id, { comment: "Say where the convocation is held." });
});

test("a draft sent back is mailed to its author with the comment; publishing it is mailed too", async () => {
  const saved = await changedNews("Convocation at the Vivek Vihar campus");
  const submitted = await submitForReview(actor("Editor"), saved.id, { version: saved.version });
  await mailSettled();
  inbox.received.length = 0;

  const back = await sendBack(actor("Publisher"), submitted.id, {
    comment: "Give the date too.",
    version: submitted.version,
  });
  await mailSettled();
  const sentBack = inbox.received.filter((mail) => mail.subject === "Sent back: News");
  expect(sentBack.map((mail) => mail.to)).toEqual([[context.users.Editor.email]]);
  expect(sentBack[0]!.text).toContain("Give the date too.");
  expect(sentBack[0]!.text).toContain(`/admin/content/news/${back.id}`);

  const again = await submitForReview(actor("Editor"), back.id, { version: back.version });
  await mailSettled();
  inbox.received.length = 0;
  await publish(actor("Publisher"), again.id, { version: again.version });
  await mailSettled();
  const published = inbox.received.filter((mail) => mail.subject === "Published: News");
  expect(published.map((mail) => mail.to)).toEqual([[context.users.Editor.email]]);
  expect(published[0]!.text).toContain("visitors see it now");
  expect(published[0]!.text).toMatch(
    /News item 1 › Title \(English\): .*added “Convocation at the Vivek Vihar campus”/,
  );
});

test("nobody is mailed about their own step, and a step the sender takes alone sends nothing", async () => {
  const saved = await changedNews("Results of the winter term");
  const submitted = await submitForReview(actor("Editor"), saved.id, { version: saved.version });
  await mailSettled();
  inbox.received.length = 0;
  // The Publisher publishes what the Publisher saved last: no one else to tell.
  const item = await getSingleContentItem(actor("Publisher"), "news");
  const own = await saveDraft(actor("Publisher"), item.id, {
    data: { ...(item.draft as News), items: (item.draft as News).items.slice(1) },
    version: submitted.version,
  });
  await publish(actor("Publisher"), own.id, { version: own.version });
  await mailSettled();
  expect(inbox.received).toEqual([]);
});

test("a disabled Publisher gets no mail, and a mail server that is down does not stop the step", async () => {
  const db = context.testDb.handle.db;
  await db.update(users).set({ disabled: true }).where(eq(users.email, context.users.Publisher.email));
  const saved = await changedNews("Holiday on 25 December");
  await submitForReview(actor("Editor"), saved.id, { version: saved.version });
  await mailSettled();
  expect(inbox.received.flatMap((mail) => mail.to)).not.toContain(context.users.Publisher.email);
  await db.update(users).set({ disabled: false }).where(eq(users.email, context.users.Publisher.email));

  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  setMailer(createMailer({ smtpUrl: "smtp://127.0.0.1:9", from: "web@dseu.ac.in" }));
  try {
    const item = await getSingleContentItem(actor("Publisher"), "news");
    await expect(sendBack(actor("Publisher"), item.id, { comment: "Not now." })).resolves.toMatchObject({
      status: "draft",
    });
    await mailSettled();
    expect(errors.mock.calls.flat().join(" ")).toMatch(/could not send "Sent back: News"/);
  } finally {
    errors.mockRestore();
    setMailer(createMailer({ smtpUrl: `smtp://127.0.0.1:${inbox.port}`, from: "web@dseu.ac.in" }));
  }
});

describe("My work", () => {
  test("lists each person's drafts, what was sent back to them, what they sent, what waits for a Publisher and what is scheduled", async () => {
    const saved = await changedNews("Open day on 10 January");
    let work = await myWork(actor("Editor"));
    expect(work.drafts.map((item) => item.id)).toContain(saved.id);
    expect(work.toReview).toBeUndefined();

    const submitted = await submitForReview(actor("Editor"), saved.id, { version: saved.version });
    work = await myWork(actor("Editor"));
    expect(work.drafts.map((item) => item.id)).not.toContain(saved.id);
    expect(work.waiting.map((item) => item.id)).toEqual([saved.id]);
    expect((await myWork(actor("Publisher"))).toReview!.map((item) => item.id)).toContain(saved.id);
    // Another Editor's work is not this Editor's.
    expect((await myWork(actor("Admin"))).waiting).toEqual([]);

    const back = await sendBack(actor("Publisher"), submitted.id, {
      comment: "Add the time.",
      version: submitted.version,
    });
    work = await myWork(actor("Editor"));
    expect(work.sentBack).toEqual([
      expect.objectContaining({
        id: saved.id,
        title: "News",
        reviewComment: "Add the time.",
        href: `/admin/content/news/${saved.id}`,
      }),
    ]);
    expect((await myWork(actor("Publisher"))).sentBack).toEqual([]);

    const again = await submitForReview(actor("Editor"), back.id, { version: back.version });
    const later = new Date(Date.now() + 86_400_000);
    await schedule(actor("Publisher"), again.id, { publishAt: later.toISOString(), version: again.version });
    const scheduled = await getSingleContentItem(actor("Publisher"), "news");
    await publish(actor("Publisher"), scheduled.id, { version: scheduled.version });
    await mailSettled();
    expect((await myWork(actor("Editor"))).scheduled).toEqual([
      expect.objectContaining({ id: saved.id, publishAt: later.toISOString() }),
    ]);
    expect(inbox.received.find((mail) => mail.subject === "Scheduled: News")?.to).toEqual([context.users.Editor.email]);
  });

  test("is for content staff only", async () => {
    await expect(myWork(actorOf(context, "Faculty"))).rejects.toThrow(ForbiddenError);
    await expect(myWork(actorOf(context, "Admissions"))).rejects.toThrow(ForbiddenError);
    await expect(myWork({ kind: "anonymous" })).rejects.toThrow(UnauthorizedError);
  });
});
