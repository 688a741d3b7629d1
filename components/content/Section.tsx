import type { ReactNode } from "react";
import type { Text, TextSection } from "@/lib/content/page-parts";
import type { Locale } from "@/lib/i18n/locales";
import { LocalizedText } from "@/components/i18n/LocalizedText";

/** A list key for a text in either form: its English. */
const keyOf = (text: Text) => (typeof text === "string" ? text : text.en);

/** A titled part of a page: an <h2> (or <h3> inside another section) that labels the section. */
export function Section({
  id,
  heading,
  level = 2,
  children,
  className = "",
}: {
  id: string;
  heading: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={`mt-10 first:mt-0 ${className}`}>
      <Heading
        id={id}
        className={level === 2 ? "text-2xl font-bold text-brand-900" : "text-xl font-semibold text-brand-900"}
      >
        {heading}
      </Heading>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}

export function Paragraphs({ paragraphs, locale = "en" }: { paragraphs: readonly Text[]; locale?: Locale }) {
  return (
    <>
      {paragraphs.map((text) => (
        <p key={keyOf(text)} className="max-w-3xl leading-relaxed">
          <LocalizedText value={text} locale={locale} />
        </p>
      ))}
    </>
  );
}

export function BulletList({
  items,
  ordered = false,
  locale = "en",
}: {
  items: readonly Text[];
  ordered?: boolean;
  locale?: Locale;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`max-w-3xl space-y-1.5 pl-6 ${ordered ? "list-decimal" : "list-disc"}`}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <LocalizedText value={item} locale={locale} />
        </li>
      ))}
    </List>
  );
}

/** A text section from a content module: its paragraphs, then its list. */
export function TextBlock({
  section,
  level = 2,
  locale = "en",
}: {
  section: TextSection;
  level?: 2 | 3;
  locale?: Locale;
}) {
  return (
    <Section id={section.id} heading={<LocalizedText value={section.heading} locale={locale} />} level={level}>
      {section.paragraphs ? <Paragraphs paragraphs={section.paragraphs} locale={locale} /> : null}
      {section.items ? <BulletList items={section.items} locale={locale} /> : null}
    </Section>
  );
}
