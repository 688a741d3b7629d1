import { StaticImage } from "@/components/ui/StaticImage";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { menusNow } from "@/lib/content/page-data";
import { synonymGroups } from "@/lib/search/synonym-store";
import { pageRows } from "./search/search-rows";
import { MainNav } from "./MainNav";
import { MobileNav } from "./MobileNav";
import { MapLink } from "./SiteHeader";
import { StickyBar } from "./StickyBar";
import { SearchOverlay } from "./search/SearchOverlay";

/** The sticky bar under the header: the menus on wide screens, map, search and menu button on phones. */
export async function SiteNavBar() {
  const [menus, synonyms, locale, t, tMenu, messages] = await Promise.all([
    menusNow(),
    synonymGroups(),
    getLocale(),
    getTranslations("frame"),
    getTranslations("menu"),
    getMessages(),
  ]);
  const navigation = menus.main;
  return (
    <StickyBar>
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2 sm:px-4">
        <LocalizedLink
          locale={locale}
          href={"/"}
          className="hidden shrink-0 rounded-full bg-white p-0.5 focus-visible:outline-amber-300 group-data-[compact=true]:xl:block"
        >
          <StaticImage src="/logo.svg" alt={t("homeLink")} width={32} height={32} />
        </LocalizedLink>
        <MainNav items={navigation} label={t("mainNav")} />
        <div className="ml-auto flex items-center">
          <MapLink />
          <SearchOverlay
            pages={pageRows([...menus.main, ...menus.utility])}
            suggestions={pageRows(menus.searchSuggestions)}
            synonyms={synonyms}
            locale={locale}
            labels={messages.search}
          />
          <MobileNav items={navigation} labels={{ open: tMenu("open"), close: tMenu("close"), nav: t("mainNav") }} />
        </div>
      </div>
    </StickyBar>
  );
}
