import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

/** The title of every unknown address (the page's <title> and its h1 say the same). */
export const NOT_FOUND_TITLE = "Page Not Found";

const DEFAULT_TEXT =
  "The page you’re looking for doesn’t exist or has been moved. Let’s get you back to something helpful.";

type Props = {
  /** A record-specific heading ("Programme not found"); the page's metadata title must say the same. */
  title?: string;
  text?: string;
  /** What else may help, shown under the text (a listing of the kind of record asked for). */
  children?: React.ReactNode;
};

/**
 * The seed's not-found view: a large 404, the heading, a sentence and the way home. Plain server
 * markup, so a visitor or crawler without JavaScript reads all of it in the 404's HTML.
 */
export function NotFoundView({ title = NOT_FOUND_TITLE, text = DEFAULT_TEXT, children }: Props) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="not-found-title"
    >
      <p className="text-8xl font-extrabold text-brand-900" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {children}
      <Link href="/" className={buttonClass({ className: "mt-8" })}>
        Go back home
      </Link>
    </section>
  );
}
