import Link from "next/link";
import { footerExploreLinks, footerQuickLinks, type NavItem } from "@/content/navigation";
import { site, socialLinks, youtubeChannels } from "@/content/site";
import { ExternalLink } from "./ExternalLink";

function LinkList({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.name}>
            <Link href={link.path!} className="hover:underline">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="text-sm">
          <p className="text-base font-semibold text-white">{site.name}</p>
          <p className="mt-3">
            <ExternalLink href={site.mapUrl} className="hover:underline">
              {site.address}
            </ExternalLink>
          </p>
          <p className="mt-2">
            Help desk: <a href={`mailto:${site.helpdeskEmail}`} className="underline">{site.helpdeskEmail}</a>
          </p>
          <p className="mt-2">
            <ExternalLink href={site.website} className="underline">
              dseu.ac.in
            </ExternalLink>
          </p>
        </div>
        <LinkList title="Quick Links" links={footerQuickLinks} />
        <LinkList title="Explore" links={footerExploreLinks} />
        <div>
          <h2 className="text-base font-semibold text-white">Connect with Us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {[...socialLinks, ...youtubeChannels.map((c) => ({ name: `YouTube: ${c.name}`, href: c.href }))].map((link) => (
              <li key={link.name}>
                <ExternalLink href={link.href} className="hover:underline">
                  {link.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">{site.copyright}</p>
    </footer>
  );
}
