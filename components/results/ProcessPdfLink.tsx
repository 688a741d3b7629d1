import { ExternalLink } from "@/components/layout/ExternalLink";

/** "View Seat Confirmation Process (PDF)": a file of this site, or an https address elsewhere. */
export function ProcessPdfLink({ href, label }: { href: string; label: string }) {
  const className =
    "inline-flex items-center gap-2 rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50";
  if (!href) return null;
  if (href.startsWith("/")) {
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  }
  return (
    <ExternalLink href={href} className={className}>
      {label}
    </ExternalLink>
  );
}
