import type { Metadata } from "next";
import Link from "next/link";
import type { NavItem } from "@/lib/content/navigation";
import { menusNow } from "@/lib/content/page-data";
import { websiteLinks } from "@/content/policies";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";

const TITLE = "Site Map";
const DESCRIPTION = "Every section of the DSEU website on one page, from the main menu to the policy pages.";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: "/site-map" });
}

const morePages: NavItem[] = [
  { name: "All programmes", path: "/courses" },
  { name: "Announcements", path: "/announcements" },
  { name: "Tenders", path: "/tenders" },
  { name: "Admission results", path: "/admission/result" },
];

function Tree({ items }: { items: NavItem[] }) {
  return (
    <ul className="ml-5 list-disc space-y-1">
      {items.map((item) => (
        <li key={item.name}>
          {item.path && item.external ? (
            <ExternalLink href={item.path} className="text-brand-900 underline">
              {item.name}
            </ExternalLink>
          ) : item.path ? (
            <Link href={item.path} className="text-brand-900 underline">
              {item.name}
            </Link>
          ) : (
            <span className="font-semibold">{item.name}</span>
          )}
          {item.dropdownItems ? <Tree items={item.dropdownItems} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default async function SiteMapPage() {
  const menus = await menusNow();
  return (
    <>
      <PageHeader title={TITLE} crumbs={[{ name: TITLE, path: "/site-map" }]} lead={DESCRIPTION} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2">
        <section aria-labelledby="main-sections">
          <h2 id="main-sections" className="mb-3 text-xl font-bold text-brand-900">
            Main sections
          </h2>
          <Tree items={menus.main} />
        </section>
        <div className="space-y-10">
          <section aria-labelledby="services">
            <h2 id="services" className="mb-3 text-xl font-bold text-brand-900">
              Services and portals
            </h2>
            <Tree items={[...menus.utility, ...morePages]} />
          </section>
          <section aria-labelledby="policies">
            <h2 id="policies" className="mb-3 text-xl font-bold text-brand-900">
              About this website
            </h2>
            <Tree items={websiteLinks.filter((link) => link.path !== "/site-map")} />
          </section>
        </div>
      </div>
    </>
  );
}
