import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Access denied", robots: { index: false } };

export default function Forbidden() {
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">You do not have access to this page</h1>
      <p className="mt-4 text-slate-700">
        Your account&apos;s role does not include this part of the administration area. If you need it, ask an
        administrator.
      </p>
      <p className="mt-8 flex justify-center gap-4">
        <Link href="/admin/dashboard" className={buttonClass()}>
          Dashboard
        </Link>
        <Link href="/" className="rounded-md border border-brand-900 px-5 py-2 font-semibold text-brand-900">
          Public website
        </Link>
      </p>
    </main>
  );
}
