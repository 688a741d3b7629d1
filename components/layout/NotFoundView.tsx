import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { getLocale, getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/Button";

/** The title of every unknown address (the page's <title> and its h1 say the same). */
export const NOT_FOUND_TITLE = "Page Not Found";

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
export async function NotFoundView({ title, text, children }: Props) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("notFound")]);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="not-found-title"
    >
      <p className="text-8xl font-extrabold text-brand-900" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-slate-900">
        {title ?? t("title")}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text ?? t("text")}</p>
      {children}
      <LocalizedLink locale={locale} href={"/"} className={buttonClass({ className: "mt-8" })}>
        {t("home")}
      </LocalizedLink>
    </section>
  );
}
