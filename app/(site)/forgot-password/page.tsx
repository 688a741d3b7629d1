import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { FIXED_TEXT_REVIEWED } from "@/lib/pages/fixed-text";
import { PageHeader } from "@/components/layout/PageHeader";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";
import { localizedPageMetadata } from "@/lib/seo/metadata";
import { staffSideAllowed } from "@/lib/http/admin-network";
import { RESET_TOKEN_TTL_MINUTES } from "@/lib/auth/password-reset";

// A staff address: English only.
export const metadata = {
  ...localizedPageMetadata(
    {
      title: "Forgot password",
      description: "Get a link to set a new password for a DSEU staff account.",
      path: "/forgot-password",
    },
    "en",
  ),
  robots: { index: false, follow: false },
};

export default async function ForgotPasswordPage() {
  if (!staffSideAllowed(await headers())) notFound();
  return (
    <>
      <PageHeader
        title="Forgot password"
        crumbs={[
          { name: "Staff sign-in", path: "/admin-login" },
          { name: "Forgot password", path: "/forgot-password" },
        ]}
      />
      <div className="mx-auto max-w-md space-y-6 px-4 py-10">
        <p>
          Enter the email of your staff account. We will mail you a link to set a new password; it works once, for{" "}
          {RESET_TOKEN_TTL_MINUTES} minutes.
        </p>
        <ForgotPasswordForm />
        <p>
          <Link href="/admin-login" className="font-semibold text-brand-900 underline">
            Back to staff sign-in
          </Link>
        </p>
        <LastUpdated date={FIXED_TEXT_REVIEWED} />
      </div>
    </>
  );
}
