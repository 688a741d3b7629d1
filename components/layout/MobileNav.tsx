"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import type { NavItem } from "@/lib/content/navigation";

const DRAWER_ID = "mobile-navigation";

export type MobileNavLabels = { open: string; close: string; nav: string };

// The drawer's code is loaded when a visitor first opens it, not with every page.
const MobileDrawer = lazy(() => import("./MobileDrawer"));

/** The phone and tablet navigation: a menu button that slides in the drawer (MobileDrawer). */
export function MobileNav({ items, labels }: { items: NavItem[]; labels: MobileNavLabels }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [drawerShown, setDrawerShown] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);

  if (open && !drawerShown) setDrawerShown(true);
  // Following a link closes the drawer.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerShown ? DRAWER_ID : undefined}
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
      {drawerShown ? (
        <Suspense fallback={null}>
          <MobileDrawer id={DRAWER_ID} items={items} labels={labels} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
