import { StaticImage } from "@/components/ui/StaticImage";
import Link from "next/link";
import { navigation } from "@/content/navigation";
import { MainNav } from "./MainNav";
import { MobileNav } from "./MobileNav";
import { MapLink } from "./SiteHeader";
import { StickyBar } from "./StickyBar";
import { SearchOverlay } from "./search/SearchOverlay";

/** The sticky bar under the header: the menus on wide screens, map, search and menu button on phones. */
export function SiteNavBar() {
  return (
    <StickyBar>
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2 sm:px-4">
        <Link href="/" className="hidden shrink-0 rounded-full bg-white p-0.5 focus-visible:outline-amber-300 group-data-[compact=true]:xl:block">
          <StaticImage src="/logo.svg" alt="DSEU home" width={32} height={32} />
        </Link>
        <MainNav items={navigation} />
        <div className="ml-auto flex items-center">
          <MapLink />
          <SearchOverlay />
          <MobileNav items={navigation} />
        </div>
      </div>
    </StickyBar>
  );
}
