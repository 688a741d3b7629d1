/**
 * @jest-environment node
 */
import { JSON_MAX_DEPTH, nestsDeeperThan, readJsonBody } from "@/lib/http/body";
import { actionBodyProblem, UNREADABLE_ACTION_MESSAGE } from "@/lib/http/action-body";
import { freeText } from "@/lib/http/query";
import { normaliseQuery } from "@/lib/search/search";
import { isCalendarDay } from "@/lib/time";
import { ValidationError } from "@/lib/errors";

jest.mock("server-only", () => ({}));

const deepList = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

function jsonRequest(body: string): Request {
  return new Request("http://x/api", { method: "POST", headers: { "content-type": "application/json" }, body });
}

describe("the JSON body reader", () => {
  it("refuses JSON nested thousands deep with a 400, not a stack overflow", async () => {
    for (const body of [deepList(5000), `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`]) {
      const read = readJsonBody(jsonRequest(body));
      await expect(read).rejects.toBeInstanceOf(ValidationError);
      await expect(read).rejects.toMatchObject({ status: 400 });
    }
  });

  it("reads JSON nested as deep as the limit", async () => {
    await expect(readJsonBody(jsonRequest(deepList(JSON_MAX_DEPTH)))).resolves.toBeDefined();
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
  });
});

describe("free text from a query string", () => {
  it("turns control characters, NUL among them, into spaces", () => {
    expect(freeText("exam\u0000 results\u0001\u001b\u007f", 100)).toBe("exam results");
    expect(freeText(undefined, 100)).toBe("");
    expect(freeText("a".repeat(300), 100)).toHaveLength(100);
  });

  it("keeps one minus sign of a run in a site search, so the full-text query stays shallow", () => {
    expect(normaliseQuery(`${"-".repeat(60)}engineering`)).toBe("-engineering");
    expect(normaliseQuery("- - - - x")).toBe("x");
    expect(normaliseQuery("x - y")).toBe("x y");
    expect(normaliseQuery("b-tech -diploma")).toBe("b-tech -diploma");
    expect(normaliseQuery("exam\u0000")).toBe("exam");
  });
});

describe("calendar days", () => {
  it("accepts real days from 1900 to 9998 only", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("1900-01-01")).toBe(true);
    expect(isCalendarDay("9998-12-31")).toBe(true);
    for (const day of ["0000-01-01", "0001-01-01", "1899-12-31", "9999-12-31", "2025-02-30", "99999-12-31"])
      expect(isCalendarDay(day)).toBe(false);
  });
});

describe("a server action's body", () => {
  const text = (body: string) => actionBodyProblem("text/plain;charset=UTF-8", new TextEncoder().encode(body));
  const multipart = async (form: FormData) => {
    const response = new Response(form);
    return actionBodyProblem(response.headers.get("content-type")!, new Uint8Array(await response.arrayBuffer()));
  };

  it("passes what React's client sends", async () => {
    await expect(
      text('["id-1",3,{"title":"$$5 fee"},"$undefined","$D2026-01-01T00:00:00.000Z","$n12"]'),
    ).resolves.toBeUndefined();
    const form = new FormData();
    form.append("_1_title", "A page");
    form.append("_1_pdf", new File([new Uint8Array([0, 1, 2])], "a.pdf", { type: "application/pdf" }));
    form.append("0", '[{},"$K1"]');
    await expect(multipart(form)).resolves.toBeUndefined();
    const outlined = new FormData();
    outlined.append("1", '[["a",1]]');
    outlined.append("0", '["$Q1"]');
    await expect(multipart(outlined)).resolves.toBeUndefined();
  });

  it("refuses junk, a root that is not a list, deep nesting and references to parts that are not there", async () => {
    await expect(text("junk{")).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
    await expect(text('{"0":"x"}')).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
    await expect(text(deepList(5000))).resolves.toMatch(/nested/);
    await expect(text('["$@9"]')).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
    await expect(text('["$Q1"]')).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
    await expect(text('["$nabc"]')).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
    await expect(text('["\\u0000"]')).resolves.toMatch(/NUL/);
    const noRoot = new FormData();
    noRoot.append("x", "y");
    await expect(multipart(noRoot)).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
  });

  it("refuses a part whose headers hold a NUL, such as a file's name", async () => {
    const boundary = "b0undary";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="_1_pdf"; filename="a\u0000b.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n` +
      `["$K1"]\r\n--${boundary}--\r\n`;
    await expect(
      actionBodyProblem(`multipart/form-data; boundary=${boundary}`, Buffer.from(body, "latin1")),
    ).resolves.toBe(UNREADABLE_ACTION_MESSAGE);
  });
});
