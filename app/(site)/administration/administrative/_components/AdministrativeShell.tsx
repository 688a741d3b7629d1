import Link from "next/link";
import { PageHeader, type Crumb } from "@/components/layout/PageHeader";
import { administrativePages } from "@/content/administration";

export const ADMINISTRATIVE_PATH = "/administration/administrative";
export const administrativeCrumb: Crumb = { name: "Administrative Offices", path: ADMINISTRATIVE_PATH };

/** Header and side menu shared by the administrative offices' pages; `current` is the open sub-page's slug. */
export function AdministrativeShell({
  current,
  title,
  lead,
  children,
}: {
  current?: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const crumbs: Crumb[] = current
    ? [administrativeCrumb, { name: title, path: `${ADMINISTRATIVE_PATH}/${current}` }]
    : [administrativeCrumb];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} lead={lead} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Administrative offices" className="lg:order-first">
          <ul className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
            {administrativePages.map((page) => {
              const active = page.slug === current;
              return (
                <li key={page.slug}>
                  <Link
                    href={`${ADMINISTRATIVE_PATH}/${page.slug}`}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-semibold ${active ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-white"}`}
                  >
                    {page.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">{children}</div>
      </div>
    </>
  );
}
