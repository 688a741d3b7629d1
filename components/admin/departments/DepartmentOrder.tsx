"use client";

import { useEffect, useState } from "react";
import { controlClass, describedBy, fieldId } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";

type Option = { value: string; label: string };
type Move = "up" | "down";

const HINT = "Visitors see them in this order on the Faculties page and on the Faculty's own page.";

/**
 * A Faculty's departments as an ordered list: each can move up or down or be removed, and any
 * other department can be added at the end. The order is sent as hidden `departmentIds` inputs.
 * Each change is announced, and focus stays on the button used (or, after a removal, the list's
 * add control), so keyboard and screen-reader users can follow.
 */
export function DepartmentOrder({
  form,
  initial,
  departments,
  error,
}: {
  form: string;
  initial: string[];
  departments: Option[];
  error?: string;
}) {
  const [ids, setIds] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [focus, setFocus] = useState<string | null>(null);
  const id = fieldId(form, "departmentIds");
  const addId = `${id}-add`;
  const nameOf = (value: string) => departments.find((d) => d.value === value)?.label ?? value;
  const others = departments.filter((d) => !ids.includes(d.value));

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, ids]);

  const move = (value: string, direction: Move) => {
    const from = ids.indexOf(value);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setIds(next);
    setFocus(`${id}-${direction}-${value}`);
    setAnnouncement(`${nameOf(value)} moved to position ${to + 1} of ${next.length}.`);
  };
  const remove = (value: string) => {
    setIds(ids.filter((d) => d !== value));
    setFocus(addId);
    setAnnouncement(`${nameOf(value)} removed.`);
  };
  const add = () => {
    const select = document.getElementById(addId) as HTMLSelectElement | null;
    const value = select?.value;
    if (!value) return;
    setIds([...ids, value]);
    setFocus(addId);
    setAnnouncement(`${nameOf(value)} added at position ${ids.length + 1}.`);
  };
  const small = buttonClass({ variant: "secondary", size: "sm" });

  return (
    <fieldset id={id} aria-describedby={describedBy(id, HINT, error)}>
      <legend className="font-semibold text-slate-900">Departments, in order</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {HINT}
      </p>
      {ids.length === 0 ? (
        <p className="mt-2 text-slate-700">This Faculty lists no departments.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {ids.map((value, index) => (
            <li key={value} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
              <input type="hidden" name="departmentIds" value={value} />
              <span className="mr-auto">
                {index + 1}. {nameOf(value)}
              </span>
              {(["up", "down"] as const).map((direction) => {
                const edge = direction === "up" ? index === 0 : index === ids.length - 1;
                return (
                  <button
                    key={direction}
                    id={`${id}-${direction}-${value}`}
                    type="button"
                    // Not disabled at the ends: a disabled button would drop the keyboard focus.
                    aria-disabled={edge || undefined}
                    aria-label={`${direction === "up" ? "Move up" : "Move down"}: ${nameOf(value)}`}
                    onClick={() => move(value, direction)}
                    className={`${small} ${edge ? "opacity-50" : ""}`}
                  >
                    {direction === "up" ? "Move up" : "Move down"}
                  </button>
                );
              })}
              <button
                type="button"
                aria-label={`Remove: ${nameOf(value)}`}
                onClick={() => remove(value)}
                className={small}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={addId} className="block font-semibold text-slate-900">
            Add a department
          </label>
          <select id={addId} className={controlClass()} defaultValue="">
            <option value="">Choose a department</option>
            {others.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={add} className={small}>
          Add
        </button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
