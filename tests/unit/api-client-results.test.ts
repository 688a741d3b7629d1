/** The staff's admission-results calls of the browser-side API client. */
import {
  downloadResultsCsv,
  importReportOf,
  importResultsFile,
  overrideResultStatus,
  updateResultRound,
  uploadRoundProcessPdf,
} from "@/lib/api-client";
import { FakeXhr } from "../helpers/fake-xhr";

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const realXhr = window.XMLHttpRequest;
const round = {
  id: "0123456789abcdef01234567",
  key: "diploma2",
  category: "diploma",
  round: 2,
  title: "DSEU Diploma Round 2 Seat Allocation",
  startsAt: null,
  endsAt: null,
  windowOpen: false,
  confirmationPdfUrl: "",
  updatedAt: "2025-08-01T00:00:00.000Z",
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  window.XMLHttpRequest = realXhr;
});

test("a dry run sends the file as multipart with the round in the query, and answers the counts", async () => {
  const file = new File(["form_number\n"], "round2.csv", { type: "text/csv" });
  const pending = importResultsFile({ category: "diploma", round: 2 }, file, { dryRun: true });
  const xhr = FakeXhr.last;
  expect(xhr).toMatchObject({ method: "POST", url: "/api/v1/results/import?category=diploma&round=2&dryRun=1" });
  expect((xhr.body as FormData).get("file")).toBe(file);
  const report = { created: 2, updated: 0, unchanged: 1, rejected: [], dryRun: true };
  xhr.answer(200, { status: "success", data: report });
  expect((await pending).data).toEqual(report);
});

test("a refused import carries its rejected lines", async () => {
  const pending = importResultsFile({ category: "ug", round: 1 }, new File(["x"], "a.csv"), { dryRun: false });
  expect(FakeXhr.last.url).toBe("/api/v1/results/import?category=ug&round=1");
  const rejected = [{ line: 3, field: "dob", message: "dob must be a real date written DD-MM-YYYY, not 31-02-2007" }];
  FakeXhr.last.answer(422, {
    status: "fail",
    message: "1 line was rejected; nothing was imported.",
    data: { created: 1, updated: 0, unchanged: 0, rejected, dryRun: false },
  });
  const error = await pending.catch((e: unknown) => e);
  expect(importReportOf(error)?.rejected).toEqual(rejected);
  expect(importReportOf(new Error("other"))).toBeUndefined();
});

test("the round's process PDF goes as the multipart field pdf", async () => {
  const pdf = new File(["%PDF-"], "process.pdf", { type: "application/pdf" });
  const pending = uploadRoundProcessPdf("pg", 1, pdf);
  expect(FakeXhr.last.url).toBe("/api/v1/results/rounds/pg/1/pdf");
  expect((FakeXhr.last.body as FormData).get("pdf")).toBe(pdf);
  FakeXhr.last.answer(200, { status: "success", data: { round } });
  expect((await pending).data.round.key).toBe("diploma2");
});

test("round edits and status overrides are JSON, authenticated by the session cookie", async () => {
  fetchMock.mockResolvedValueOnce({
    status: 200,
    json: async () => ({ status: "success", data: { round } }),
  } as Response);
  await updateResultRound("diploma", 2, { windowOpen: true });
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/results/rounds/diploma/2");
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ windowOpen: true }) });
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "same-origin" });

  fetchMock.mockResolvedValueOnce({
    status: 400,
    json: async () => ({ status: "fail", message: "reason: A reason is required for a status change." }),
  } as Response);
  await expect(
    overrideResultStatus("0123456789abcdef01234567", { status: "freeze", reason: "" }),
  ).rejects.toMatchObject({ status: 400, message: "reason: A reason is required for a status change." });
  expect(fetchMock.mock.calls[1]![0]).toBe("/api/v1/results/0123456789abcdef01234567/status");
});

test("the CSV export is fetched with the filter and keeps the server's file name", async () => {
  const blob = new Blob(["category,round\r\n"], { type: "text/csv" });
  fetchMock.mockResolvedValueOnce({
    status: 200,
    headers: new Headers({ "content-disposition": 'attachment; filename="admission-results-2025-08-01.csv"' }),
    blob: async () => blob,
  } as Response);
  const answer = await downloadResultsCsv({ category: "diploma", round: "2", q: "" });
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/results/export?category=diploma&round=2");
  expect(answer).toEqual({ blob, fileName: "admission-results-2025-08-01.csv" });
});
