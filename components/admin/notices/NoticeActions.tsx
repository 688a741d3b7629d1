"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/Modal";
import { deleteNotice, setNoticeArchived } from "@/lib/api-client";
import type { NoticeRecord } from "@/lib/notices/queries";
import { NOTICE_SECTIONS } from "@/lib/notices/sections";
import { noticeHistoryPath } from "@/lib/notices/history-path";
import { useApiFailure } from "@/components/admin/use-api-failure";
import { ConfirmAction } from "@/components/admin/ConfirmAction";
import { NoticeForm, type SavedNotice } from "./NoticeForm";

type Open = "view" | "edit" | "archive" | "delete" | null;

const button = "rounded border border-brand-900 px-2 py-1 text-brand-900 hover:bg-brand-50";

/**
 * The actions of one row of the notice manager: view the PDF, edit, archive or restore, its
 * history (a page of its own), delete.
 * Each goes through /api/v1 with the staff bearer token, then the server-rendered table is
 * fetched again so it shows the change.
 */
export function NoticeActions({ notice, maxBytes }: { notice: NoticeRecord; maxBytes: number }) {
  const [open, setOpen] = useState<Open>(null);
  const router = useRouter();
  const failure = useApiFailure();
  const close = () => setOpen(null);

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
      close();
      router.refresh();
    } catch (error) {
      const message = failure(error);
      if (message) toast.error(message);
    }
  }

  const onSaved = (saved: SavedNotice) => {
    router.refresh();
    // A warning about the new PDF stays in the dialog until it is read and closed.
    if (!saved.warning) close();
  };

  const named = (action: string) => (
    <>
      {action}
      <span className="sr-only"> “{notice.title}”</span>
    </>
  );

  return (
    <div className="flex gap-2 whitespace-nowrap">
      <button type="button" className={button} onClick={() => setOpen("view")}>
        {named("View")}
      </button>
      <button type="button" className={button} onClick={() => setOpen("edit")}>
        {named("Edit")}
      </button>
      <button type="button" className={button} onClick={() => setOpen("archive")}>
        {named(notice.archived ? "Restore" : "Archive")}
      </button>
      <Link href={noticeHistoryPath(notice.id)} className={button}>
        {named("History")}
      </Link>
      <button
        type="button"
        className={`${button} border-red-800 text-red-800 hover:bg-red-50`}
        onClick={() => setOpen("delete")}
      >
        {named("Delete")}
      </button>

      {open === "view" ? (
        <Modal open title={notice.title} onClose={close} variant="fullscreen">
          <div className="flex h-full min-h-[70vh] flex-col gap-3">
            <p>
              <a href={notice.url} target="_blank" rel="noopener" className="font-semibold underline">
                {notice.file ? "Open the PDF in a new tab" : "Open the linked page in a new tab"}
              </a>
            </p>
            {notice.file ? (
              <iframe
                src={notice.file.url}
                title={`PDF preview: ${notice.title}`}
                className="w-full flex-1 border border-slate-300"
              />
            ) : null}
          </div>
        </Modal>
      ) : null}

      {open === "edit" ? (
        <Modal open title={`Edit “${notice.title}”`} onClose={close}>
          <NoticeForm
            mode="edit"
            idBase={`edit-${notice.id}`}
            maxBytes={maxBytes}
            sections={NOTICE_SECTIONS}
            notice={notice}
            submitLabel="Save changes"
            onSaved={onSaved}
          />
        </Modal>
      ) : null}

      {open === "archive" ? (
        <ConfirmAction
          title={notice.archived ? "Restore this notice?" : "Archive this notice?"}
          confirmLabel={notice.archived ? "Restore" : "Archive"}
          onClose={close}
          onConfirm={() =>
            run(
              () => setNoticeArchived(notice.id, !notice.archived),
              notice.archived ? "Notice restored" : "Notice archived",
            )
          }
        >
          <p className="font-semibold">{notice.title}</p>
          <p>
            {notice.archived
              ? "It becomes a current notice again and is listed on its public page."
              : "It leaves the current notices of its public page and is listed in that page's archive."}
          </p>
        </ConfirmAction>
      ) : null}

      {open === "delete" ? (
        <ConfirmAction
          title="Delete this notice?"
          confirmLabel="Delete"
          onClose={close}
          onConfirm={() => run(() => deleteNotice(notice.id), "Notice deleted")}
        >
          <p className="font-semibold">{notice.title}</p>
          <p>
            The notice and its PDF are removed for good; this cannot be undone. To keep it for the record, archive it
            instead.
          </p>
        </ConfirmAction>
      ) : null}
    </div>
  );
}
