"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<T extends string> = { id: T; label: string };

/** Which tab a key moves to in a horizontal tab list (wrapping at the ends), or undefined for other keys. */
export function tabAfterKey(current: number, key: string, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs as the WAI-ARIA tabs pattern: one tab stop for the list, arrow keys, Home and End move and
 * select (automatic activation), and one panel labelled by the selected tab.
 */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
  idBase,
  children,
}: {
  label: string;
  items: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idBase: string;
  children: ReactNode;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${idBase}-tab-${id}`;
  const panelId = `${idBase}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(
      items.findIndex((item) => item.id === selected),
      event.key,
      items.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next]!;
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b-2 border-brand-900"
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) buttons.current.set(item.id, el);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={`rounded-t-md px-5 py-2 text-sm font-bold tracking-wide ${
                isSelected ? "bg-brand-900 text-white" : "bg-slate-100 text-brand-900 hover:bg-brand-50"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="pt-4">
        {children}
      </div>
    </div>
  );
}
