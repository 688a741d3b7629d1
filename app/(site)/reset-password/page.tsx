import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { FIXED_TEXT_REVIEWED } from "@/lib/pages/fixed-text";
import { PageHeader } from "@/components/layout/PageHeader";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { localizedPageMetadata } from "@/lib/seo/metadata";
import { staffSideAllowed } from "@/lib/http/admin-network";
import { RESET_LINK_INVALID_MESSAGE, resetLinkEmail } from "@/lib/auth/password-reset";

// A staff address: English only. The token is in the address: no referrer may carry it on.
export const metadata = {
  ...localizedPageMetadata(
    {
      title: "Set a new password",
      description: "Set a new password for a DSEU staff account.",
      path: "/reset-password",
    },
    "en",
  ),
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  if (!staffSideAllowed(await headers())) notFound();
  const { token } = await searchParams;
  const link = typeof token === "string" ? token : "";
  const email = await resetLinkEmail(link);
  return (
    <>
      <PageHeader title="Set a new password" crumbs={[{ name: "Set a new password", path: "/reset-password" }]} />
      <div className="mx-auto max-w-md px-4 py-10">
        {email ? (
          <ResetPasswordForm token={link} email={email} />
        ) : (
          <div className="space-y-4">
            <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
              {RESET_LINK_INVALID_MESSAGE}
            </p>
            <Link href="/forgot-password" className="font-semibold text-brand-900 underline">
              Ask for a new link
            </Link>
          </div>
        )}
        <LastUpdated date={FIXED_TEXT_REVIEWED} className="mt-8" />
      </div>
    </>
  );
}
