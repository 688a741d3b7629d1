"use client";

import Link from "next/link";
import { useState } from "react";
import type { NavItem } from "@/content/navigation";
import { ExternalLink } from "./ExternalLink";

/** The phone navigation: the same tree as expandable lists inside a disclosure. */
export function MobileNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const renderItems = (list: NavItem[], depth: number) => (
    <ul className={depth > 0 ? "ml-4 border-l border-slate-300 pl-2" : ""}>
      {list.map((item) => (
        <li key={item.name}>
          {item.dropdownItems ? (
            <details>
              <summary className="cursor-pointer py-2 font-semibold">{item.name}</summary>
              {renderItems(item.dropdownItems, depth + 1)}
            </details>
          ) : item.path && item.external ? (
            <ExternalLink href={item.path} className="block py-2">
              {item.name}
            </ExternalLink>
          ) : item.path ? (
            <Link href={item.path} className="block py-2" onClick={() => setOpen(false)}>
              {item.name}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-navigation"
        onClick={() => setOpen(!open)}
        className="rounded-md border border-white/60 px-3 py-2 text-sm font-semibold text-white"
      >
        Menu
      </button>
      <nav id="mobile-navigation" aria-label="Main" hidden={!open} className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto bg-white p-4 text-slate-900 shadow-lg">
        {renderItems(items, 0)}
      </nav>
    </div>
  );
}
