import { findStoredFile, isPrivateFile } from "@/lib/files/queries";
import { staffActor } from "@/lib/auth/staff-session";
import { readFileBytes } from "@/lib/files/service";

/**
 * Serves an uploaded document, from this instance's copy or else from the file store (so any
 * instance serves a file that another one stored). Files are content-addressed, so they never
 * change: public ones are cached for a year. Attachments of visitors' forms are for signed-in
 * administrators only.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const { id } = await params;
  const file = await findStoredFile(id);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const privateFile = isPrivateFile(file);
  if (privateFile) {
    const actor = await staffActor();
    // The same answer as for a missing file: nobody learns that a private file exists.
    if (actor.kind !== "user" || actor.role !== "Admin")
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": `inline; filename="${file.originalName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
    "Cache-Control": privateFile ? "private, no-store" : "public, max-age=31536000, immutable",
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const bytes = await readFileBytes(file);
  if (!bytes) {
    // A row whose bytes are in no store: the start-up check reports these; the reader gets a plain 404.
    console.error(`[files] the bytes of file ${file.id} (${file.storageKey}) are missing from the file store`);
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
