"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { NavItem } from "@/content/navigation";
import { ExternalLink } from "./ExternalLink";

function NavLink({ item, className }: { item: NavItem; className: string }) {
  if (!item.path) return null;
  return item.external ? (
    <ExternalLink href={item.path} className={className}>
      {item.name}
    </ExternalLink>
  ) : (
    <Link href={item.path} className={className}>
      {item.name}
    </Link>
  );
}

const itemClass = "block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50";

/**
 * The desktop navigation bar: disclosure buttons that open one dropdown at a time (hover or
 * keyboard), with at most one nested submenu; Escape closes and returns focus to the button.
 */
export function MainNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const [openNested, setOpenNested] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const close = (name: string) => {
    setOpen(null);
    setOpenNested(null);
    buttons.current.get(name)?.focus();
  };

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex flex-wrap items-center">
        {items.map((item) =>
          item.dropdownItems ? (
            <li
              key={item.name}
              className="relative"
              onMouseEnter={() => setOpen(item.name)}
              onMouseLeave={() => {
                setOpen(null);
                setOpenNested(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && open === item.name) {
                  event.stopPropagation();
                  close(item.name);
                }
              }}
            >
              <button
                ref={(el) => {
                  if (el) buttons.current.set(item.name, el);
                }}
                type="button"
                aria-expanded={open === item.name}
                aria-controls={`menu-${item.name}`}
                onClick={() => setOpen(open === item.name ? null : item.name)}
                onKeyDown={(event) => {
                  if (event.key === "ArrowDown") {
                    event.preventDefault();
                    setOpen(item.name);
                  }
                }}
                className="flex items-center gap-1 px-3 py-3 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {item.name}
                <span aria-hidden="true">▾</span>
              </button>
              <ul
                id={`menu-${item.name}`}
                hidden={open !== item.name}
                className="absolute left-0 top-full z-40 min-w-64 rounded-b-md border border-slate-200 bg-white py-1 shadow-lg"
              >
                {item.dropdownItems.map((child) =>
                  child.dropdownItems ? (
                    <li key={child.name} className="relative">
                      <button
                        type="button"
                        aria-expanded={openNested === child.name}
                        onClick={() => setOpenNested(openNested === child.name ? null : child.name)}
                        onMouseEnter={() => setOpenNested(child.name)}
                        className={`${itemClass} w-full text-left font-semibold`}
                      >
                        {child.name} <span aria-hidden="true">▸</span>
                      </button>
                      <ul hidden={openNested !== child.name} className="border-l-4 border-brand-700 bg-slate-50 py-1">
                        {child.dropdownItems.map((grandchild) => (
                          <li key={grandchild.name}>
                            <NavLink item={grandchild} className={itemClass} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={child.name}>
                      <NavLink item={child} className={itemClass} />
                    </li>
                  ),
                )}
              </ul>
            </li>
          ) : (
            <li key={item.name}>
              <NavLink item={item} className="block px-3 py-3 text-sm font-semibold text-white hover:bg-brand-700" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
