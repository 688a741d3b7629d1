import { MissingPage, missingPageMetadata, requestedMissingPath } from "@/components/layout/MissingPage";

/** Next.js takes a 404's <title> from the nearest not-found module: a programme's address keeps its own. */
export async function generateMetadata() {
  return missingPageMetadata(await requestedMissingPath());
}

/** An address no route answers, inside the site's layout (./page.tsx). */
export default async function UnmatchedAddressNotFound() {
  return <MissingPage path={await requestedMissingPath()} />;
}
