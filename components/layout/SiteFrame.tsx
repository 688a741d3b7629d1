import { getTranslations } from "next-intl/server";
import { SiteHeader } from "./SiteHeader";
import { SiteNavBar } from "./SiteNavBar";
import { SiteFooter } from "./SiteFooter";

/**
 * Header, sticky navigation bar, main landmark and footer of every public page. The bar is a
 * sibling of the header (not inside it) so that it can stay at the top of the window.
 */
export async function SiteFrame({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("frame");
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white p-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <SiteNavBar />
      <main id="main-content" tabIndex={-1} className="scroll-mt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
