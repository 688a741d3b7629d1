import type { Metadata } from "next";
import { UnderConstruction } from "@/components/ui/UnderConstruction";
import { sectionNameFromSlug } from "@/content/administration";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMINISTRATIVE_PATH } from "../_components/AdministrativeShell";

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
 * marked noindex, so search engines never list it while visitors still see where they are.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const name = await sectionName(params);
  return pageMetadata({
    title: `${name} (under construction)`,
    description: `${name} of the DSEU administrative offices is being prepared.`,
    path: `${ADMINISTRATIVE_PATH}/${slug.join("/")}`,
    noindex: true,
  });
}

export default async function AdministrativeSectionUnderConstruction({ params }: Props) {
  return <UnderConstruction section={await sectionName(params)} />;
}
