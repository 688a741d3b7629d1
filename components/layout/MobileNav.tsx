"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { navItemSlug, type NavItem } from "@/lib/content/navigation";
import { withoutLocale } from "@/lib/i18n/paths";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "./ExternalLink";

const DRAWER_ID = "mobile-navigation";

/**
 * The phone and tablet navigation: a menu button that slides in a drawer (a modal dialog, so focus
 * stays inside and the page does not scroll) holding the same tree as expandable lists.
 */
export function MobileNav({
  items,
  labels,
}: {
  items: NavItem[];
  labels: { open: string; close: string; nav: string };
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [shownFor, setShownFor] = useState(pathname);

  // Following a link closes the drawer.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const toggle = (name: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const groupId = (item: NavItem) => `drawer-${navItemSlug(item)}`;

  const renderList = (list: NavItem[], depth: number) =>
    list.map((item) => (
      <li key={item.name} className={depth === 0 ? "border-b border-slate-200" : ""}>
        {item.dropdownItems ? (
          <>
            <button
              type="button"
              aria-expanded={expanded.has(item.name)}
              lang={item.lang}
              aria-controls={groupId(item)}
              onClick={() => toggle(item.name)}
              className={`flex w-full items-center justify-between py-3 text-left ${depth === 0 ? "font-semibold" : ""}`}
            >
              {item.name}
              <svg
                aria-hidden="true"
                viewBox="0 0 12 12"
                className={`h-3 w-3 transition-transform ${expanded.has(item.name) ? "rotate-180" : ""}`}
                fill="currentColor"
              >
                <path d="M2 4l4 4 4-4z" />
              </svg>
            </button>
            <ul
              id={groupId(item)}
              hidden={!expanded.has(item.name)}
              className="mb-2 ml-3 border-l-2 border-brand-700 pl-3"
            >
              {renderList(item.dropdownItems, depth + 1)}
            </ul>
          </>
        ) : item.path && item.external ? (
          <ExternalLink href={item.path} className="block py-2.5" lang={item.lang}>
            {item.name}
          </ExternalLink>
        ) : item.path && item.leavesLanguage ? (
          <a href={item.path} className={`block py-2.5 ${depth === 0 ? "font-semibold" : ""}`} lang={item.lang}>
            {item.name}
          </a>
        ) : item.path ? (
          <Link
            href={item.path}
            aria-current={withoutLocale(item.path) === withoutLocale(pathname) ? "page" : undefined}
            lang={item.lang}
            onClick={() => setOpen(false)}
            className={`block py-2.5 ${depth === 0 ? "font-semibold" : ""}`}
          >
            {item.name}
          </Link>
        ) : null}
      </li>
    ));

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-amber-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        {labels.open}
      </button>
      <Modal
        id={DRAWER_ID}
        open={open}
        onClose={() => setOpen(false)}
        title={labels.open}
        variant="drawer"
        closeLabel={labels.close}
      >
        <nav aria-label={labels.nav}>
          <ul>{renderList(items, 0)}</ul>
        </nav>
      </Modal>
    </div>
  );
}
