import { PageHeader } from "@/components/layout/PageHeader";
import { StaffSignInForm } from "@/components/auth/StaffSignInForm";
import { pageMetadata } from "@/lib/seo/metadata";
import { safeAdminPath } from "@/lib/auth/safe-next";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/request-actor";

export const metadata = {
  ...pageMetadata({ title: "Staff sign-in", description: "Sign in to the DSEU administration area.", path: "/admin-login" }),
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ next?: string; expired?: string }> };

export default async function AdminLoginPage({ searchParams }: Props) {
  const { next, expired } = await searchParams;
  return (
    <>
      <PageHeader title="Staff sign-in" crumbs={[{ name: "Staff sign-in", path: "/admin-login" }]} />
      <div className="mx-auto max-w-md px-4 py-10">
        {expired ? (
          <p role="status" className="mb-6 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {SESSION_EXPIRED_MESSAGE}
          </p>
        ) : null}
        <StaffSignInForm next={safeAdminPath(next)} audience="staff" />
      </div>
    </>
  );
}
