/** The legacy success envelope of collection reads: `{ status, results, metadata?, data: { <key>: [...] } }`. */
export function collection<T>(
  key: string,
  items: T[],
  metadata?: { page: number; totalPages: number; totalItems: number },
): Response {
  return Response.json({
    status: "success",
    results: items.length,
    ...(metadata ? { metadata } : {}),
    data: { [key]: items },
  });
}

/** A single record: `{ status, data: { <key>: {...} } }`. */
export function single<T>(key: string, item: T, status = 200): Response {
  return Response.json({ status: "success", data: { [key]: item } }, { status });
}
