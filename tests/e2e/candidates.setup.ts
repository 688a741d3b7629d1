import { expect, test as setup } from "@playwright/test";
import { OPEN_SAMPLE_ROUNDS, candidateImports, windowAroundNow } from "../fixtures/admission-candidates";
import { adminToken } from "./notice-fixtures";

/**
 * Before the browser projects: the fictional candidates of the result specs, imported into the
 * test server's throw-away database through the staff CSV import (importing again changes
 * nothing), and the rounds they decide in opened for decisions now through the staff round API:
 * a fresh site has every round closed.
 */
setup("import the fictional admission candidates and open their rounds", async ({ request }) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  for (const { category, round, csv } of candidateImports()) {
    const response = await request.post(`/api/v1/results/import?category=${category}&round=${round}`, {
      headers: { ...headers, "Content-Type": "text/csv" },
      data: csv,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  for (const { category, round } of OPEN_SAMPLE_ROUNDS) {
    const response = await request.patch(`/api/v1/results/rounds/${category}/${round}`, {
      headers,
      data: { ...windowAroundNow(), windowOpen: true },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
});
