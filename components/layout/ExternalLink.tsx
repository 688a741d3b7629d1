"use client";

import { useClientWords } from "@/components/i18n/ClientWords";

/** A link that leaves the site: new tab, no opener, and announced as such to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  lang,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  lang?: string;
}) {
  const words = useClientWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} lang={lang}>
      {children}
      <span className="sr-only"> {words.newTab}</span>
    </a>
  );
}
