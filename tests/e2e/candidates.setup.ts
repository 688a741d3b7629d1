import { expect, test as setup } from "@playwright/test";
import { candidateImports } from "../fixtures/admission-candidates";
import { adminToken } from "./notice-fixtures";

/**
 * Before the browser projects: the fictional candidates of the result specs, imported into the
 * test server's throw-away database through the staff CSV import. Importing again changes nothing.
 */
setup("import the fictional admission candidates", async ({ request }) => {
  const token = await adminToken(request);
  for (const { category, round, csv } of candidateImports()) {
    const response = await request.post(`/api/v1/results/import?category=${category}&round=${round}`, {
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv" },
      data: csv,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
});
