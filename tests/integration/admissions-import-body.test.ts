/**
 * The CSV of a results import is read through the capped reader (lib/http/body.ts): a body sent
 * in chunks without Content-Length stops being read at the limit (issue 14, fault 2 for this path).
 */
import { readImportFile } from "@/lib/admissions/upload";
import { IMPORT_MAX_BYTES } from "@/lib/admissions/import-columns";

const CHUNK = 256 * 1024;

function endlessCsv(type: string): { request: Request; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new TextEncoder().encode("roll,dob\n".padEnd(CHUNK, "x")));
    },
  });
  const request = new Request("http://localhost/api/v1/results/import?category=ug&round=1", {
    method: "POST",
    headers: { "content-type": type },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

test.each(["text/csv", "multipart/form-data; boundary=x"])(
  "an endless %s body is refused with 413 once past the limit",
  async (type) => {
    const { request, pulled } = endlessCsv(type);
    await expect(readImportFile(request)).rejects.toMatchObject({
      status: 413,
      message: "The file is larger than 10 MB.",
    });
    expect(pulled() * CHUNK).toBeLessThanOrEqual(IMPORT_MAX_BYTES + 2 * CHUNK + 64 * 1024);
  },
);

test("a CSV body within the limit is read as text; another type is 415", async () => {
  const csv = "roll,dob\nA1,2001-01-01\n";
  expect(
    await readImportFile(
      new Request("http://localhost/", { method: "POST", headers: { "content-type": "text/csv" }, body: csv }),
    ),
  ).toBe(csv);
  const form = new FormData();
  form.set("file", new File([csv], "results.csv", { type: "text/csv" }));
  expect(await readImportFile(new Request("http://localhost/", { method: "POST", body: form }))).toBe(csv);
  await expect(
    readImportFile(
      new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    ),
  ).rejects.toMatchObject({ status: 415 });
});
