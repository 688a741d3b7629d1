import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { UnderConstruction } from "@/components/ui/UnderConstruction";
import { fill } from "@/lib/i18n/fill";
import { localizePath } from "@/lib/i18n/paths";
import { noticeWordsIn } from "@/lib/notices/words";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMINISTRATIVE_PATH, sectionNameFromSlug } from "@/lib/administration/sub-pages";

type Props = { params: Promise<{ slug: string[] }> };

async function sectionName(params: Props["params"]): Promise<string> {
  const { slug } = await params;
  return sectionNameFromSlug(slug.map(safeDecode));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Any administrative sub-page without content yet. proxy.ts gives it the status 404, and it is
 * marked noindex, so search engines never list it while visitors still see where they are. The
 * section's name comes from the address, so it is English on the Hindi page too.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, name, locale] = await Promise.all([params, sectionName(params), getLocale()]);
  const words = noticeWordsIn(locale).boards.offices;
  return pageMetadata({
    title: fill(words.underConstructionTitle, { name }),
    description: fill(words.underConstructionDescription, { name }),
    path: `${ADMINISTRATIVE_PATH}/${slug.join("/")}`,
    noindex: true,
  });
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
