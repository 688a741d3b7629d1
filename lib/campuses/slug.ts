/**
 * The campus URL slug, as the old site built it: lower case, runs of white space become "-",
 * everything outside [a-z0-9-] is dropped. Lookups resolve slugs on the server, so names with
 * punctuation still get a page that opens.
 */
export function campusSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
