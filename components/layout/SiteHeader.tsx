import Image from "next/image";
import Link from "next/link";
import { navigation, utilityLinks } from "@/content/navigation";
import { portals, site } from "@/content/site";
import { ExternalLink } from "./ExternalLink";
import { MainNav } from "./MainNav";
import { MobileNav } from "./MobileNav";

export function SiteHeader() {
  return (
    <header>
      <a href="#main-content" className="sr-only z-50 bg-white p-2 text-brand-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
        Skip to main content
      </a>
      <div className="bg-brand-950 text-xs text-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-end gap-x-4 gap-y-1 px-4 py-1.5">
          {utilityLinks.map((link) => (
            <li key={link.name}>
              <Link href={link.path!} className="hover:underline">
                {link.name}
              </Link>
            </li>
          ))}
          <li>
            <ExternalLink href={portals.studentLogin} className="hover:underline">
              Student Login
            </ExternalLink>
          </li>
        </ul>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-3">
          <Image src="/logo.svg" alt="" width={56} height={56} priority />
          <span>
            <span className="block text-lg font-bold leading-tight text-brand-900 sm:text-xl">{site.name}</span>
            <span className="block text-sm text-slate-600">{site.tagline}</span>
          </span>
        </Link>
        <ExternalLink href={site.mapUrl} className="hidden max-w-56 text-right text-sm text-slate-700 hover:underline md:block">
          {site.address}
        </ExternalLink>
      </div>
      <div className="relative bg-brand-900">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 lg:justify-start">
          <MainNav items={navigation} />
          <MobileNav items={navigation} />
        </div>
      </div>
    </header>
  );
}
