import { StaticImage } from "@/components/ui/StaticImage";
import Link from "next/link";
import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/admin-guard";
import { pagesFor } from "@/components/admin/admin-nav";
import { SignOutButton } from "@/components/admin/SignOutButton";
import { SessionExpiredDialog } from "@/components/admin/SessionExpiredDialog";
import { Toasts } from "@/components/ui/Toasts";
import { endSessionEverywhere } from "@/lib/auth/session-actions";

export const metadata: Metadata = {
  title: { default: "Administration", template: "%s | DSEU Administration" },
  robots: { index: false },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireStaff();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 bg-white p-2 text-brand-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to main content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/admin/dashboard" className="flex items-center gap-3 font-bold">
            <StaticImage src="/logo.svg" alt="" width={36} height={36} />
            DSEU Administration
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span>
              {actor.email}{" "}
              <span
                className="ml-1 rounded bg-white px-2 py-0.5 text-xs font-bold text-brand-900"
                data-testid="admin-role"
              >
                {actor.role}
              </span>
            </span>
            <SignOutButton endEverywhere={endSessionEverywhere} />
            <SessionExpiredDialog signInPath="/admin-login" />
          </div>
        </div>
        <nav aria-label="Administration" className="bg-brand-950">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4">
            {pagesFor(actor.role).map((page) => (
              <li key={page.path}>
                <Link href={page.path} className="block px-3 py-2 text-sm hover:bg-white/10">
                  {page.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none">
        {children}
      </main>
      {/* The sign-in form's "Signed in" toast is still showing when the dashboard opens. */}
      <Toasts />
    </>
  );
}
