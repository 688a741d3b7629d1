import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { FIXED_TEXT_REVIEWED } from "@/lib/pages/fixed-text";
import { PageHeader } from "@/components/layout/PageHeader";
import { StaffSignInForm } from "@/components/auth/StaffSignInForm";
import { localizedPageMetadata } from "@/lib/seo/metadata";
import { safeAdminPath } from "@/lib/auth/safe-next";
import { staffSideAllowed } from "@/lib/http/admin-network";
import { SessionExpiredNotice } from "@/components/auth/SessionExpiredNotice";

// A staff address: English only.
export const metadata = {
  ...localizedPageMetadata(
    {
      title: "Staff sign-in",
      description: "Sign in to the DSEU administration area.",
      path: "/admin-login",
    },
    "en",
  ),
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ next?: string; expired?: string }> };

export default async function AdminLoginPage({ searchParams }: Props) {
  if (!staffSideAllowed(await headers())) notFound();
  const { next, expired } = await searchParams;
  return (
    <>
      <PageHeader title="Staff sign-in" crumbs={[{ name: "Staff sign-in", path: "/admin-login" }]} />
      <div className="mx-auto max-w-md px-4 py-10">
        {expired ? <SessionExpiredNotice /> : null}
        <StaffSignInForm next={safeAdminPath(next)} audience="staff" />
        <p className="mt-6">
          <Link href="/forgot-password" className="font-semibold text-brand-900 underline">
            Forgot password?
          </Link>
        </p>
        <LastUpdated date={FIXED_TEXT_REVIEWED} className="mt-8" />
      </div>
    </>
  );
}
