"use client";

import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { bulkNoticeAction } from "@/lib/api-client";
import type { NoticeBulkAction } from "@/lib/notices/schema";
import { SECTION_GROUPS, sectionLabel, sectionsOfGroup, type SectionGroup } from "@/lib/notices/sections";
import { buttonClass } from "@/components/ui/Button";
import { FieldError, INPUT } from "@/components/ui/FormControls";
import { ConfirmAction } from "@/components/admin/ConfirmAction";
import { useApiFailure } from "@/components/admin/use-api-failure";

/**
 * The notice manager's bulk actions: a box per row, one for the whole page, and a bar that applies
 * Archive (Unarchive on the archive list), Delete or Move to section to the chosen notices after one
 * confirmation. The server-rendered table stays as it is; only these controls share the selection.
 */
type BulkNotice = { id: string; title: string };
type Selection = {
  notices: BulkNotice[];
  chosen: BulkNotice[];
  isChosen: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
};

const SelectionContext = createContext<Selection | null>(null);

function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("Notice selection controls must be inside NoticeSelection");
  return selection;
}

export function NoticeSelection({ notices, children }: { notices: BulkNotice[]; children: ReactNode }) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const selection = useMemo<Selection>(() => {
    // Only notices on the page now count: after a refresh or another page, the others are gone.
    const chosen = notices.filter((n) => ids.has(n.id));
    return {
      notices,
      chosen,
      isChosen: (id) => ids.has(id),
      toggle: (id, on) =>
        setIds((old) => {
          const next = new Set(old);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      setAll: (on) => setIds(on ? new Set(notices.map((n) => n.id)) : new Set()),
      clear: () => setIds(new Set()),
    };
  }, [notices, ids]);
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}

const box = "h-6 w-6 cursor-pointer accent-brand-900";

/** The row's box, named by the notice's title. */
export function SelectNotice({ id, title }: BulkNotice) {
  const { isChosen, toggle } = useSelection();
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={`Select “${title}”`}
      checked={isChosen(id)}
      onChange={(event) => toggle(id, event.target.checked)}
    />
  );
}

/** The header's box: checked when every notice of the page is, mixed when some are. */
export function SelectAllNotices() {
  const { notices, chosen, setAll } = useSelection();
  const ref = useRef<HTMLInputElement>(null);
  const all = chosen.length > 0 && chosen.length === notices.length;
  const some = chosen.length > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={box}
      aria-label="Select all notices on this page"
      checked={all}
      onChange={(event) => setAll(event.target.checked)}
    />
  );
}

const plural = (n: number) => `${n} notice${n === 1 ? "" : "s"}`;

const DONE: Record<NoticeBulkAction, string> = {
  archive: "archived",
  unarchive: "unarchived",
  delete: "deleted",
  move: "moved",
};

/** The question each action asks before it runs. */
function question(action: NoticeBulkAction, count: number, section: string) {
  const what = plural(count);
  switch (action) {
    case "archive":
      return {
        title: `Archive ${what}?`,
        confirm: `Archive ${what}`,
        effect: "They leave the current notices of their public pages and are listed in those pages' archives.",
      };
    case "unarchive":
      return {
        title: `Unarchive ${what}?`,
        confirm: `Unarchive ${what}`,
        effect: "They become current notices again and are listed on their public pages.",
      };
    case "delete":
      return {
        title: `Delete ${what}?`,
        confirm: `Delete ${what}`,
        effect:
          "The notices and their PDFs are removed for good; this cannot be undone. To keep them for the record, archive them instead.",
      };
    case "move":
      return {
        title: `Move ${what} to ${sectionLabel(section)}?`,
        confirm: `Move ${what}`,
        effect: `They are listed under ${sectionLabel(section)} from now on.`,
      };
  }
}

/** The bar above the table: how many are chosen, and the actions for them. */
export function NoticeBulkBar({ archived }: { archived: boolean }) {
  const { chosen, clear } = useSelection();
  const router = useRouter();
  const failure = useApiFailure();
  const [open, setOpen] = useState<NoticeBulkAction | null>(null);
  const [section, setSection] = useState("");
  const [sectionError, setSectionError] = useState<string>();
  const idBase = useId();
  const none = chosen.length === 0;
  const count = chosen.length;

  async function run(action: NoticeBulkAction) {
    try {
      const { data } = await bulkNoticeAction({
        action,
        ids: chosen.map((n) => n.id),
        ...(action === "move" ? { section } : {}),
      });
      const unchanged = data.selected - data.changed;
      toast.success(
        `${plural(data.changed)} ${DONE[action]}${unchanged > 0 ? `; ${unchanged} already ${action === "move" ? "there" : "so"}` : ""}.`,
      );
      setOpen(null);
      clear();
      router.refresh();
    } catch (error) {
      const message = failure(error);
      if (message) toast.error(message);
    }
  }

  function askMove() {
    if (!section) {
      setSectionError("Choose the section to move the notices to.");
      document.getElementById(`${idBase}-section`)?.focus();
      return;
    }
    setOpen("move");
  }

  const asked = open ? question(open, count, section) : undefined;
  const small = buttonClass({ variant: "secondary", size: "sm" });

  return (
    <div
      role="group"
      aria-label="Actions for the selected notices"
      className="mt-3 flex flex-wrap items-end gap-3 rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <p role="status" className="basis-full text-sm font-semibold text-slate-800 sm:basis-auto sm:self-center">
        {none ? "No notices selected" : `${plural(count)} selected`}
      </p>
      <button
        type="button"
        className={small}
        disabled={none}
        onClick={() => setOpen(archived ? "unarchive" : "archive")}
      >
        {archived ? "Unarchive selected" : "Archive selected"}
      </button>
      <button
        type="button"
        className={buttonClass({ variant: "danger", size: "sm" })}
        disabled={none}
        onClick={() => setOpen("delete")}
      >
        Delete selected
      </button>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${idBase}-section`} className="text-sm font-semibold text-slate-800">
            Move to section
          </label>
          <select
            id={`${idBase}-section`}
            value={section}
            aria-invalid={sectionError ? true : undefined}
            aria-describedby={sectionError ? `${idBase}-section-error` : undefined}
            onChange={(event) => {
              setSection(event.target.value);
              setSectionError(undefined);
            }}
            className={`${INPUT} bg-white text-sm`}
          >
            <option value="">Choose a section</option>
            {(Object.entries(SECTION_GROUPS) as [SectionGroup, string][]).map(([group, label]) => (
              <optgroup key={group} label={label}>
                {sectionsOfGroup(group).map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className={small} disabled={none} onClick={askMove}>
          Move selected
        </button>
      </div>
      {sectionError ? (
        <div className="basis-full">
          <FieldError id={`${idBase}-section-error`} message={sectionError} />
        </div>
      ) : null}

      {open && asked ? (
        <ConfirmAction
          title={asked.title}
          confirmLabel={asked.confirm}
          onClose={() => setOpen(null)}
          onConfirm={() => run(open)}
        >
          <p>{asked.effect}</p>
          <ul className="list-disc pl-5">
            {chosen.map((n) => (
              <li key={n.id}>{n.title}</li>
            ))}
          </ul>
        </ConfirmAction>
      ) : null}
    </div>
  );
}
