import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { publicDirectorEmail, type CampusRecord } from "@/lib/campuses/queries";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import { campusText } from "./campus-text";

export type CampusCardLabels = { director: string; directorEmail: string; address: string };

/** A campus in its zone's list: name (to its page), director, the director's email and the address. */
export function CampusCard({
  campus,
  locale,
  labels,
}: {
  campus: CampusRecord;
  locale: Locale;
  labels: CampusCardLabels;
}) {
  const email = publicDirectorEmail(campus);
  const name = campusText(campus, "name", locale);
  const address = campusText(campus, "address", locale);
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5">
      {campus.photoUrl ? (
        <img
          src={campus.photoUrl}
          alt=""
          className="hidden h-28 w-40 shrink-0 rounded-md object-cover sm:block"
          loading="lazy"
        />
      ) : null}
      <div>
        <h2 className="text-xl font-bold" lang={name.lang}>
          <LocalizedLink
            href={`/campus/${campus.slug}`}
            locale={locale}
            className="text-brand-900 underline-offset-2 hover:underline"
          >
            {name.text}
          </LocalizedLink>
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {campus.director ? (
            <>
              <dt className="font-semibold text-slate-700">{labels.director}</dt>
              <dd lang={recordTextLang(campus.director, locale)}>{campus.director}</dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt className="font-semibold text-slate-700">{labels.directorEmail}</dt>
              <dd>
                <a href={`mailto:${email}`} className="text-brand-900 underline">
                  {email}
                </a>
              </dd>
            </>
          ) : null}
          {address.text ? (
            <>
              <dt className="font-semibold text-slate-700">{labels.address}</dt>
              <dd lang={address.lang}>{address.text}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
