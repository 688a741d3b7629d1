"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { navItemSlug, submenuEntries, type NavItem } from "@/lib/content/navigation";
import { withoutLocale } from "@/lib/i18n/paths";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "./ExternalLink";
import type { MobileNavLabels } from "./MobileNav";

/**
 * The drawer of the phone and tablet navigation: a modal dialog, so focus stays inside and the
 * page does not scroll, holding the menu tree as expandable lists.
 */
export default function MobileDrawer({
  id,
  items,
  labels,
  open,
  onClose,
}: {
  /** The dialog's id, which the menu button's aria-controls names. */
  id: string;
  items: NavItem[];
  labels: MobileNavLabels;
  open: boolean;
  onClose: () => void;
}) {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

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
              {renderList(submenuEntries(item), depth + 1)}
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
            onClick={onClose}
            className={`block py-2.5 ${depth === 0 ? "font-semibold" : ""}`}
          >
            {item.name}
          </Link>
        ) : null}
      </li>
    ));

  return (
    <Modal id={id} open={open} onClose={onClose} title={labels.open} variant="drawer" closeLabel={labels.close}>
      <nav aria-label={labels.nav}>
        <ul>{renderList(items, 0)}</ul>
      </nav>
    </Modal>
  );
}
