import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { UnderConstruction } from "@/components/ui/UnderConstruction";
import { localizePath } from "@/lib/i18n/paths";
import { noticeWordsIn } from "@/lib/notices/words";
import { sectionName, underConstructionMetadata, type SlugParams } from "./under-construction";

type Props = { params: SlugParams };

/**
 * Any administrative sub-page without content yet. proxy.ts gives it the status 404, and it is
 * marked noindex, so search engines never list it while visitors still see where they are. The
 * section's name comes from the address, so it is English on the Hindi page too. Its title on a
 * 404 answer comes from ./not-found.tsx: Next.js takes a 404's metadata from there, not from here.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return underConstructionMetadata(params);
}

export default async function AdministrativeSectionUnderConstruction({ params }: Props) {
  const locale = await getLocale();
  return (
    <UnderConstruction
      section={await sectionName(params)}
      words={noticeWordsIn(locale).boards.offices.underConstruction}
      locale={locale}
      homeHref={localizePath("/", locale)}
    />
  );
}
