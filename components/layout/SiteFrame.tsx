import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";

/** Header, main landmark and footer of every public page. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
