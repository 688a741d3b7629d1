import type { ReactNode } from "react";
import type { TextSection } from "@/content/pages/types";

/** A titled part of a page: an <h2> (or <h3> inside another section) that labels the section. */
export function Section({
  id,
  heading,
  level = 2,
  children,
  className = "",
}: {
  id: string;
  heading: string;
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

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <>
      {paragraphs.map((text) => (
        <p key={text} className="max-w-3xl leading-relaxed">
          {text}
        </p>
      ))}
    </>
  );
}

export function BulletList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`max-w-3xl space-y-1.5 pl-6 ${ordered ? "list-decimal" : "list-disc"}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** A text section from a content module: its paragraphs, then its list. */
export function TextBlock({ section, level = 2 }: { section: TextSection; level?: 2 | 3 }) {
  return (
    <Section id={section.id} heading={section.heading} level={level}>
      {section.paragraphs ? <Paragraphs paragraphs={section.paragraphs} /> : null}
      {section.items ? <BulletList items={section.items} /> : null}
    </Section>
  );
}
