import { JSON_MAX_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from "./body";
import { NUL_MESSAGE } from "./query";

/**
 * The body of a server-action call, checked before Next.js decodes it: Next.js answers any body
 * React cannot decode (junk text, a reference to a part the body does not hold, nesting deep
 * enough to overflow the stack) with a 500, as if the site had failed. A body React's client
 * could have sent passes; anything else is refused here with a 400 and this message.
 *
 * React's reply format: the arguments are JSON (a list); in a multipart body that JSON is the
 * part named "0", and other parts, named by number, hold outlined values. A string starting with
 * "$" is a reference: "$$…" an escaped "$", a few letters a value written inline, and the rest
 * name a part by hexadecimal number, which must be in the body.
 */
export const UNREADABLE_ACTION_MESSAGE = "The form's data could not be read.";

// Values written inline: Infinity, -Infinity/-0, NaN, undefined, a Date, a temporary reference,
// a form's fields (under a prefix, possibly none), a void, and an escaped "$".
const INLINE = new Set(["$", "I", "-", "N", "u", "D", "T", "K", "H"]);

type Parts = { has: (id: number) => boolean };

/** The problem with one decoded JSON value of the body, if any. */
function problemIn(value: unknown, parts: Parts): string | undefined {
  if (nestsDeeperThan(value, JSON_MAX_DEPTH)) return TOO_DEEP_MESSAGE;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return NUL_MESSAGE;
      if (!item.startsWith("$") || item.length === 1) continue;
      const kind = item[1]!;
      if (INLINE.has(kind)) continue;
      if (kind === "n") {
        if (!/^\$n-?\d{1,400}$/.test(item)) return UNREADABLE_ACTION_MESSAGE;
        continue;
      }
      const reference = /^[0-9a-f]$/.test(kind) ? item.slice(1) : item.slice(2);
      if (!/^[0-9a-f]{1,8}$/.test(reference) || !parts.has(Number.parseInt(reference, 16)))
        return UNREADABLE_ACTION_MESSAGE;
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return NUL_MESSAGE;
        pending.push(child);
      }
    }
  }
  return undefined;
}

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * True when a part's headers hold a control character (a NUL in a file's name, say): busboy,
 * which Next.js reads the parts with, fails on them ("Malformed part header").
 */
function hasControlInPartHeaders(contentType: string, body: Uint8Array): boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return true;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1");
  return text
    .split(delimiter)
    .slice(1)
    .some((part) => {
      const end = part.indexOf("\r\n\r\n");
      const head = end === -1 ? "" : part.slice(2, end);
      return head.split("\r\n").some((line) => /[\u0000-\u0008\u000a-\u001f\u007f]/.test(line));
    });
}

/** Undefined when React can decode the body; otherwise why it is refused. */
export async function actionBodyProblem(contentType: string, body: Uint8Array): Promise<string | undefined> {
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    const text = new TextDecoder("utf-8", { fatal: false }).decode(body);
    const root = parsed(text);
    if (!root || !Array.isArray(root.value)) return UNREADABLE_ACTION_MESSAGE;
    return problemIn(root.value, { has: () => false });
  }
  if (hasControlInPartHeaders(contentType, body)) return UNREADABLE_ACTION_MESSAGE;
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    return UNREADABLE_ACTION_MESSAGE;
  }
  const numbered = new Set<number>();
  for (const [name, value] of form.entries()) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return NUL_MESSAGE;
    if (/^\d{1,8}$/.test(name)) numbered.add(Number(name));
  }
  const root = form.get("0");
  if (typeof root !== "string") return UNREADABLE_ACTION_MESSAGE;
  const parts: Parts = { has: (id) => numbered.has(id) };
  for (const id of numbered) {
    const part = form.get(String(id));
    // Outlined values are JSON; binary ones (typed arrays, blobs) arrive as files.
    if (typeof part !== "string") continue;
    const value = parsed(part);
    if (!value || (id === 0 && !Array.isArray(value.value))) return UNREADABLE_ACTION_MESSAGE;
    const problem = problemIn(value.value, parts);
    if (problem) return problem;
  }
  return undefined;
}
