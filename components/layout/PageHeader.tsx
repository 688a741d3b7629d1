import Link from "next/link";
import { JsonLd } from "@/components/seo/JsonLd";
import { absoluteUrl } from "@/lib/seo/metadata";

export type Crumb = { name: string; path: string };

/**
 * The top of every public page other than home: breadcrumbs (as navigation and as BreadcrumbList
 * structured data), the page's one <h1>, and an optional lead paragraph.
 */
export function PageHeader({ title, crumbs, lead }: { title: string; crumbs: Crumb[]; lead?: string }) {
  const trail: Crumb[] = [{ name: "Home", path: "/" }, ...crumbs];
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap gap-x-2 text-sm text-slate-700">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-2">
                  {last ? (
                    <span aria-current="page" className="inline-flex min-h-6 items-center font-semibold text-brand-900">
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      {/* At least 24 px tall: on a phone the trail wraps, and smaller links stacked in lines are hard to tap (WCAG 2.2 target size). */}
                      <Link
                        href={crumb.path}
                        className="inline-flex min-h-6 items-center underline hover:text-brand-900"
                      >
                        {crumb.name}
                      </Link>
                      <span aria-hidden="true">/</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
    </div>
  );
}
