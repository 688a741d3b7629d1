import Link from "next/link";
import type { PolicyPage } from "@/content/policies";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";

/** A website policy page: header with breadcrumbs, its sections, and when it was last reviewed. */
export function PolicyArticle({ page, children }: { page: PolicyPage; children?: React.ReactNode }) {
  return (
    <>
      <PageHeader title={page.title} crumbs={[{ name: page.title, path: `/${page.slug}` }]} lead={page.description} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        {page.sections.map((section) => (
          <section key={section.heading} className="mb-8">
            <h2 className="text-xl font-bold text-brand-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.links?.map((link) => (
              <p key={link.path} className="mt-3">
                <Link href={link.path} className="font-semibold text-brand-900 underline hover:text-brand-700">
                  {link.name}
                </Link>
              </p>
            ))}
          </section>
        ))}
        {children}
        <LastUpdated date={page.lastReviewed} className="mt-10 border-t border-slate-200 pt-4" />
      </article>
    </>
  );
}
