"use client";

import { createContext, useContext } from "react";
import type { Path } from "@/lib/content/form-data";

/** What every field control of the content editor reads and changes: the draft's data and its messages. */
export type EditorContextValue = {
  data: Record<string, unknown>;
  errors: Record<string, string>;
  /** The saved draft's texts whose Hindi was written for an earlier English (dotted paths). */
  staleHindi: readonly string[];
  update: (path: Path, value: unknown) => void;
  /** Several values at once (a PDF upload sets the address and the file id together). */
  updateMany: (changes: [Path, unknown][]) => void;
  move: (path: Path, from: number, to: number) => void;
  remove: (path: Path, index: number) => void;
  /** Says something to screen-reader users (a moved entry, a finished upload). */
  announce: (message: string) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("A content field must be inside the content editor.");
  return value;
}

/** An element id from a data path: "f-items-0-label-en". */
export const idOf = (path: Path, suffix?: string) =>
  ["f", ...path, ...(suffix ? [suffix] : [])].join("-").replace(/[^\w-]/g, "_");
