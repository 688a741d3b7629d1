"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * A copy of the unsaved draft in this browser's localStorage, so that what was typed survives a
 * reload, a crash, a closed tab or a session that ended before "Save draft". One copy per item and
 * per version the editing started from (`dseu.content-draft.<item>.v<version>`); a successful save
 * removes the item's copies. Only this browser profile can read it, as it could read the form.
 */
export type LocalDraft = { itemId: string; version: number; savedAt: string; data: Record<string, unknown> };

const PREFIX = "dseu.content-draft.";
/** How often, while there are unsaved changes, the copy is written. */
export const LOCAL_DRAFT_INTERVAL_MS = 3000;

export const localDraftKey = (itemId: string, version: number) => `${PREFIX}${itemId}.v${version}`;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage turned off (a privacy setting): the editor still works, without the copy.
    return undefined;
  }
}

function keysOf(itemId: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(`${PREFIX}${itemId}.v`)) keys.push(key);
  }
  return keys;
}

export function writeLocalDraft(itemId: string, version: number, data: Record<string, unknown>): void {
  const copy: LocalDraft = { itemId, version, savedAt: new Date().toISOString(), data };
  try {
    storage()?.setItem(localDraftKey(itemId, version), JSON.stringify(copy));
  } catch {
    // Full or refused: the next write tries again.
  }
}

function parse(text: string | null): LocalDraft | undefined {
  if (!text) return undefined;
  try {
    const copy = JSON.parse(text) as Partial<LocalDraft>;
    if (typeof copy.itemId !== "string" || typeof copy.version !== "number" || typeof copy.savedAt !== "string")
      return undefined;
    if (!copy.data || typeof copy.data !== "object" || Array.isArray(copy.data)) return undefined;
    return copy as LocalDraft;
  } catch {
    return undefined;
  }
}

/**
 * The newest copy of the item's unsaved draft that differs from what the server holds (`saved`),
 * or undefined. A copy that equals the saved draft is stale and is removed.
 */
export function findLocalDraft(itemId: string, saved: Record<string, unknown>): LocalDraft | undefined {
  const store = storage();
  if (!store) return undefined;
  const copies = keysOf(itemId)
    .map((key) => ({ key, copy: parse(store.getItem(key)) }))
    .filter((entry) => {
      if (entry.copy && JSON.stringify(entry.copy.data) !== JSON.stringify(saved)) return true;
      store.removeItem(entry.key);
      return false;
    })
    .map((entry) => entry.copy!)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return copies[0];
}

export function clearLocalDrafts(itemId: string): void {
  const store = storage();
  for (const key of keysOf(itemId)) store?.removeItem(key);
}

const LEAVE_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * While `dirty`: writes the local copy every few seconds and when the page is hidden, asks before
 * the page is closed or reloaded (the browser's own question), and asks before a click on a link
 * of the admin takes the editor away (Next's links change the page without unloading it).
 */
export function useKeepUnsavedWork({
  itemId,
  version,
  data,
  dirty,
}: {
  itemId: string;
  version: number;
  data: Record<string, unknown>;
  dirty: boolean;
}) {
  const latest = useRef({ itemId, version, data, dirty });
  useEffect(() => {
    latest.current = { itemId, version, data, dirty };
  }, [itemId, version, data, dirty]);

  /** After a successful save: removes the copies at once, and no timer that was due writes one again. */
  const saved = useCallback(() => {
    latest.current = { ...latest.current, dirty: false };
    clearLocalDrafts(latest.current.itemId);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const write = () => {
      const now = latest.current;
      if (now.dirty) writeLocalDraft(now.itemId, now.version, now.data);
    };
    const timer = window.setInterval(write, LOCAL_DRAFT_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === "hidden") write();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      write();
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      // A link in the text being edited only places the cursor there.
      if (link.closest("[contenteditable='true']")) return;
      if (link.target && link.target !== "_self") return;
      if (link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      // Same page, another place on it (the error summary's links to fields): nothing is left.
      if (to.origin === window.location.origin && to.pathname === window.location.pathname && to.hash) return;
      write();
      if (window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("visibilitychange", onHide);
    // Capturing, so the question comes before the router's own click handler.
    document.addEventListener("click", onClick, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("visibilitychange", onHide);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return { saved };
}
