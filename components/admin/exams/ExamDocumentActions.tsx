"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { deleteExamDocument } from "@/lib/api-client";
import { useApiFailure } from "@/components/admin/use-api-failure";
import { staffCall } from "@/components/admin/staff-call";
import { ConfirmAction } from "@/components/admin/ConfirmAction";

/** Delete, after a confirmation, through /api/v1 with the staff token; then the table is fetched again. */
export function ExamDocumentActions({ id, title, isFile }: { id: string; title: string; isFile: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const router = useRouter();
  const failure = useApiFailure();

  async function remove() {
    try {
      await staffCall(() => deleteExamDocument(id));
      toast.success("Exam document deleted");
      setConfirming(false);
      router.refresh();
    } catch (error) {
      const message = failure(error);
      if (message) toast.error(message);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded border border-red-800 px-2 py-1 text-red-800 hover:bg-red-50"
      >
        Delete<span className="sr-only"> “{title}”</span>
      </button>
      {confirming ? (
        <ConfirmAction
          title="Delete this exam document?"
          confirmLabel="Delete"
          onClose={() => setConfirming(false)}
          onConfirm={remove}
        >
          <p className="font-semibold">{title}</p>
          <p>
            {isFile
              ? "The document and its PDF are removed from the Examination page for good; this cannot be undone."
              : "The link is removed from the Examination page for good; this cannot be undone."}
          </p>
        </ConfirmAction>
      ) : null}
    </>
  );
}
