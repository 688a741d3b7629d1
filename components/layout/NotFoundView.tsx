import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-8xl font-extrabold text-brand-900" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-slate-900">
        Page Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you’re looking for doesn’t exist or has been moved. Let’s get you back to something helpful.
      </p>
      <Link href="/" className={buttonClass({ className: "mt-8" })}>
        Go back home
      </Link>
    </section>
  );
}
