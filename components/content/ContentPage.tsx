import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/layout/PageHeader";
import { pageMetadata } from "@/lib/seo/metadata";
import { getLocale, getTranslations } from "next-intl/server";
import { inLocale, textIn } from "@/lib/content/localized";

import { pageContent } from "@/lib/content/page-data";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { RichText } from "./RichText";

/**
 * Title, description, canonical and Open Graph of a content page, from its published text.
 * `hindi`: whether the page has a Hindi version, for a staff-made page the registry does not know.
 */
export async function contentMetadata(path: string, hindi?: boolean): Promise<Metadata> {
  const [{ data }, locale] = await Promise.all([pageContent(path), getLocale()]);
  return pageMetadata({
    title: textIn(data.title, locale),
    description: textIn(data.summary, locale),
    path: data.path,
    ...(hindi === undefined ? {} : { hindi }),
  });
}

/**
 * The frame of every content page, read from the page's published content (or its draft in a
 * preview): header with breadcrumbs and the <h1>, the rich-text body, the page's own structured
 * parts, "Last updated". An unpublished page is not found.
 */
export async function ContentPage({
  path,
  endTrailWithPage = false,
  children,
}: {
  path: string;
  /** End the breadcrumbs with the page itself when staff gave only the trail before it (a staff-made page). */
  endTrailWithPage?: boolean;
  children?: ReactNode;
}) {
  const [{ data }, locale, t] = await Promise.all([pageContent(path), getLocale(), getTranslations("contentPages")]);
  const [title, body] = [inLocale(data.title, locale), inLocale(data.body, locale)];
  const lead = data.lead?.en ? inLocale(data.lead, locale) : undefined;
  const crumbs =
    endTrailWithPage && data.crumbs.at(-1)?.path !== data.path
      ? [...data.crumbs, { name: data.title, path: data.path }]
      : data.crumbs;
  return (
    <>
      <PageHeader
        title={title.text}
        titleLang={title.lang}
        crumbs={crumbs.map((crumb) => {
          const name = inLocale(crumb.name, locale);
          return { name: name.text, lang: name.lang, path: crumb.path };
        })}
        lead={lead?.text}
        leadLang={lead?.lang}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {body.text ? (
          <div lang={body.lang}>
            <RichText html={body.text} locale={locale} />
          </div>
        ) : null}
        {children}
        <LastUpdated
          date={data.lastReviewed}
          label={t("lastUpdated")}
          locale={locale}
          className="mt-12 border-t border-slate-200 pt-4"
        />
      </div>
    </>
  );
}
