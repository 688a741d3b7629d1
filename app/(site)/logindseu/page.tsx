import { LastUpdated } from "@/components/ui/LastUpdated";
import { FIXED_TEXT_REVIEWED } from "@/lib/pages/fixed-text";
import { PageHeader } from "@/components/layout/PageHeader";
import { StaffSignInForm } from "@/components/auth/StaffSignInForm";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { localizedPageMetadata } from "@/lib/seo/metadata";
import { sitePortals } from "@/lib/content/page-data";
import { safeFacultyPath } from "@/lib/auth/safe-next";
import { SessionExpiredNotice } from "@/components/auth/SessionExpiredNotice";

// A staff address: English only.
export const metadata = {
  ...localizedPageMetadata(
    {
      title: "Faculty sign-in",
      description: "Faculty members of DSEU sign in to keep their profile and research up to date.",
      path: "/logindseu",
    },
    "en",
  ),
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ next?: string; expired?: string }> };

export default async function FacultySignInPage({ searchParams }: Props) {
  const [{ next, expired }, portals] = await Promise.all([searchParams, sitePortals()]);
  return (
    <>
      <PageHeader
        title="Faculty sign-in"
        crumbs={[{ name: "Faculty sign-in", path: "/logindseu" }]}
        lead="Sign in to update the overview and research entries of your public profile."
      />
      <div className="mx-auto max-w-md px-4 py-10">
        {expired ? <SessionExpiredNotice /> : null}
        <StaffSignInForm next={safeFacultyPath(next)} audience="faculty" />
        <p className="mt-8 text-sm text-slate-700">
          {portals ? (
            <>
              For attendance, leave and other university services, use the{" "}
              <ExternalLink href={portals.facultyLogin} className="text-brand-900 underline">
                Samarth faculty portal
              </ExternalLink>
              .{" "}
            </>
          ) : null}
          Accounts are created by the university&apos;s administrators; ask them if you do not have one.
        </p>
        <LastUpdated date={FIXED_TEXT_REVIEWED} className="mt-8" />
      </div>
    </>
  );
}
