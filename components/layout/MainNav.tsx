"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { flushSync } from "react-dom";
import { navItemSlug, submenuEntries, type NavItem } from "@/lib/content/navigation";
import { withoutLocale } from "@/lib/i18n/paths";
import { ExternalLink } from "./ExternalLink";

const menuItemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50";
const topItemClass =
  "flex items-center gap-1 whitespace-nowrap px-2 py-3 text-[0.8125rem] font-semibold text-white hover:bg-brand-700 focus-visible:outline-amber-300 group-data-[compact=true]:py-2";

/** The links and buttons that are direct entries of a menu list (not of a nested one). */
function entriesOf(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button")) : [];
}

/** Arrow keys, Home and End move between a menu's entries. Returns whether the key was used. */
function moveWithin(list: HTMLElement, key: string): boolean {
  const entries = entriesOf(list);
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const target =
    key === "ArrowDown"
      ? entries[Math.min(at + 1, entries.length - 1)]
      : key === "ArrowUp"
        ? entries[Math.max(at - 1, 0)]
        : key === "Home"
          ? entries[0]
          : key === "End"
            ? entries[entries.length - 1]
            : undefined;
  target?.focus();
  return target !== undefined;
}

function MenuLink({
  item,
  current,
  className,
  onNavigate,
}: {
  item: NavItem;
  current: string;
  className: string;
  onNavigate: () => void;
}) {
  if (!item.path) return null;
  if (item.external)
    return (
      <ExternalLink href={item.path} className={className} lang={item.lang}>
        {item.name}
      </ExternalLink>
    );
  if (item.leavesLanguage)
    return (
      <a href={item.path} className={className} lang={item.lang}>
        {item.name}
      </a>
    );
  return (
    <Link
      href={item.path}
      className={className}
      aria-current={withoutLocale(item.path) === withoutLocale(current) ? "page" : undefined}
      onClick={onNavigate}
      lang={item.lang}
    >
      {item.name}
    </Link>
  );
}

/**
 * The desktop navigation bar, as the WAI-ARIA disclosure navigation pattern: each group is a
 * button that shows its list on hover, click, Enter, Space or ArrowDown. Only one list and one
 * nested list are open at a time; Escape closes the innermost and returns focus to its button.
 */
export function MainNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(null);
  const [openNested, setOpenNested] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const lists = useRef(new Map<string, HTMLUListElement>());
  // A list opened by the mouse resting on it: the click that usually follows keeps it open.
  const hoverOpened = useRef<string | null>(null);

  const closeAll = () => {
    setOpen(null);
    setOpenNested(null);
  };

  // A new page closes whatever was open on the previous one.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    closeAll();
  }

  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpen(null);
        setOpenNested(null);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const openGroup = (name: string) => {
    if (open !== name) setOpenNested(null);
    setOpen(name);
  };

  const openAndFocusFirst = (name: string, nested: boolean) => {
    flushSync(() => (nested ? setOpenNested(name) : openGroup(name)));
    entriesOf(lists.current.get(name) ?? null)[0]?.focus();
  };

  const toggle = (event: MouseEvent, name: string, nested: boolean) => {
    if (hoverOpened.current === name && event.detail > 0) {
      hoverOpened.current = null;
      return;
    }
    if (nested) setOpenNested(openNested === name ? null : name);
    else if (open === name) closeAll();
    else openGroup(name);
  };

  const onHover = (event: PointerEvent, name: string, nested: boolean) => {
    if (event.pointerType !== "mouse") return;
    hoverOpened.current = name;
    if (nested) setOpenNested(name);
    else openGroup(name);
  };

  const onLeave = (event: PointerEvent, nested: boolean) => {
    if (event.pointerType !== "mouse") return;
    hoverOpened.current = null;
    if (nested) setOpenNested(null);
    else closeAll();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>, name: string, parent: string | null) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (parent) setOpenNested(null);
      else closeAll();
      buttons.current.get(name)?.focus();
      return;
    }
    if (parent && event.key === "ArrowLeft") {
      event.stopPropagation();
      setOpenNested(null);
      buttons.current.get(name)?.focus();
      return;
    }
    if (moveWithin(event.currentTarget, event.key)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, name: string, nested: boolean) => {
    if (event.key === (nested ? "ArrowRight" : "ArrowDown")) {
      event.preventDefault();
      event.stopPropagation();
      openAndFocusFirst(name, nested);
    } else if (event.key === "Escape" && (nested ? openNested === name : open === name)) {
      event.stopPropagation();
      if (nested) setOpenNested(null);
      else closeAll();
    }
  };

  const register = <E extends HTMLElement>(map: RefObject<Map<string, E>>, name: string, el: E | null) => {
    if (el) map.current.set(name, el);
    else map.current.delete(name);
  };

  const listId = (item: NavItem) => `nav-${navItemSlug(item)}`;

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="hidden xl:block"
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) closeAll();
      }}
    >
      <ul className="flex items-center">
        {items.map((item, position) =>
          item.dropdownItems ? (
            <li
              key={item.name}
              className="relative"
              onPointerEnter={(event) => onHover(event, item.name, false)}
              onPointerLeave={(event) => onLeave(event, false)}
            >
              <button
                ref={(el) => register(buttons, item.name, el)}
                type="button"
                aria-expanded={open === item.name}
                lang={item.lang}
                aria-controls={listId(item)}
                onClick={(event) => toggle(event, item.name, false)}
                onKeyDown={(event) => onButtonKeyDown(event, item.name, false)}
                className={topItemClass}
              >
                {item.name}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 12 12"
                  className={`h-3 w-3 transition-transform ${open === item.name ? "rotate-180" : ""}`}
                  fill="currentColor"
                >
                  <path d="M2 4l4 4 4-4z" />
                </svg>
              </button>
              <ul
                ref={(el) => register(lists, item.name, el)}
                id={listId(item)}
                hidden={open !== item.name}
                onKeyDown={(event) => onListKeyDown(event, item.name, null)}
                className={`absolute top-full z-40 min-w-64 rounded-b-md border border-slate-200 bg-white py-1 shadow-lg ${
                  position >= items.length - 3 ? "right-0" : "left-0"
                }`}
              >
                {submenuEntries(item).map((child) =>
                  child.dropdownItems ? (
                    <li
                      key={child.name}
                      className="relative"
                      onPointerEnter={(event) => onHover(event, child.name, true)}
                      onPointerLeave={(event) => onLeave(event, true)}
                    >
                      <button
                        ref={(el) => register(buttons, child.name, el)}
                        type="button"
                        aria-expanded={openNested === child.name}
                        lang={child.lang}
                        aria-controls={listId(child)}
                        onClick={(event) => toggle(event, child.name, true)}
                        onKeyDown={(event) => onButtonKeyDown(event, child.name, true)}
                        className={`${menuItemClass} flex items-center justify-between font-semibold`}
                      >
                        {child.name}
                        <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3" fill="currentColor">
                          <path d="M4 2l4 4-4 4z" />
                        </svg>
                      </button>
                      <ul
                        ref={(el) => register(lists, child.name, el)}
                        id={listId(child)}
                        hidden={openNested !== child.name}
                        onKeyDown={(event) => onListKeyDown(event, child.name, item.name)}
                        className="absolute left-full top-0 z-50 min-w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
                      >
                        {submenuEntries(child).map((grandchild) => (
                          <li key={grandchild.name}>
                            <MenuLink
                              item={grandchild}
                              current={pathname}
                              className={menuItemClass}
                              onNavigate={closeAll}
                            />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={child.name}>
                      <MenuLink item={child} current={pathname} className={menuItemClass} onNavigate={closeAll} />
                    </li>
                  ),
                )}
              </ul>
            </li>
          ) : (
            <li key={item.name}>
              <MenuLink item={item} current={pathname} className={topItemClass} onNavigate={closeAll} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
