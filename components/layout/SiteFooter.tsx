import { StaticImage } from "@/components/ui/StaticImage";
import Link from "next/link";
import type { NavItem } from "@/lib/content/navigation";
import { menusNow, singleContent } from "@/lib/content/page-data";
import { websiteLinks } from "@/content/policies";
import { site, socialLinks } from "@/content/site";
import { ExternalLink } from "./ExternalLink";
import { SocialIcon } from "./SocialIcon";
import { YoutubeLinks } from "./YoutubeLinks";

const socialClass =
  "flex h-10 w-10 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white hover:text-brand-950 focus-visible:outline-amber-300";

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

export async function SiteFooter() {
  const [menus, settings] = await Promise.all([menusNow(), singleContent("site-settings")]);
  return (
    <footer className="mt-16 bg-brand-950 text-slate-200 [&_a]:focus-visible:outline-amber-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="text-sm">
          <div className="flex items-center gap-3">
            <StaticImage src="/logo.svg" alt="" width={48} height={48} />
            <p className="text-base font-semibold text-white">{site.name}</p>
          </div>
          {settings ? (
            <>
              <p className="mt-4">
                <ExternalLink href={settings.mapUrl} className="hover:underline">
                  {site.name}, {settings.address.en}
                </ExternalLink>
              </p>
              <p className="mt-2">
                Help desk:{" "}
                <a href={`mailto:${settings.helpdeskEmail}`} className="underline">
                  {settings.helpdeskEmail}
                </a>
              </p>
              <p className="mt-2">
                Website:{" "}
                <ExternalLink href={settings.website} className="underline">
                  {new URL(settings.website).host}
                </ExternalLink>
              </p>
            </>
          ) : null}
        </div>
        {menus.footerColumns.map((column) => (
          <LinkList key={column.heading} title={column.heading} links={column.links} />
        ))}
        <div>
          <h2 className="text-base font-semibold text-white">Connect with Us</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={socialClass}>
                  <SocialIcon network={link.name} />
                  <span className="sr-only">DSEU on {link.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <YoutubeLinks className={socialClass} />
            </li>
          </ul>
        </div>
      </div>
      <nav aria-label="About this website" className="border-t border-white/10 px-4 py-4">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {websiteLinks.map((link) => (
            <li key={link.path}>
              <Link href={link.path!} className="inline-flex min-h-6 items-center hover:underline">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
        © {settings?.copyrightYear ?? new Date().getFullYear()} {site.name}, Delhi 110077. All Rights Reserved.
      </p>
    </footer>
  );
}
