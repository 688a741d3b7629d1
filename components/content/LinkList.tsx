import Link from "next/link";
import { ExternalLink } from "@/components/layout/ExternalLink";
import type { DocumentLink } from "@/content/pages/types";

/** A list of links with optional one-line summaries; links leaving the site are marked as such. */
export function LinkList({ links }: { links: readonly DocumentLink[] }) {
  return (
    <ul className="max-w-3xl space-y-2">
      {links.map((link) => (
        <li key={link.href + link.title}>
          {link.external ? (
            <ExternalLink href={link.href} className="font-semibold text-brand-900 underline hover:text-brand-700">
              {link.title}
            </ExternalLink>
          ) : (
            <Link href={link.href} className="font-semibold text-brand-900 underline hover:text-brand-700">
              {link.title}
            </Link>
          )}
          {link.summary ? <span className="block text-sm text-slate-700">{link.summary}</span> : null}
        </li>
      ))}
    </ul>
  );
}
