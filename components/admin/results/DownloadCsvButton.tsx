"use client";

import { useState } from "react";
import { ApiError, downloadResultsCsv, type ResultFilterQuery } from "@/lib/api-client";
import { staffCall } from "../staff-call";
import { Button } from "@/components/ui/Button";

/** Downloads the records of the current filter as CSV (the export needs the bearer token, so a plain link cannot). */
export function DownloadCsvButton({ filter }: { filter: ResultFilterQuery }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const { blob, fileName } = await staffCall(() => downloadResultsCsv(filter));
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: the browser reads the blob after the click returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The file could not be downloaded. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button type="button" onClick={download} disabled={busy} variant="secondary">
        {busy ? "Preparing the file…" : "Download CSV"}
      </Button>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
