import { EmailText } from "@/components/content/EmailLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { facultyDisplayName, type FacultyRecord } from "@/lib/faculty/queries";
import { photoOnThisSite } from "@/lib/faculty/photo";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";

/**
 * A faculty member on a department page: photo, name (to the profile), designation and email.
 * Name, designation and department are records, shown as stored (marked English on a Hindi page);
 * `departmentLabel` is the page's word for "Department:".
 */
export function FacultyCard({
  member,
  locale,
  departmentLabel,
}: {
  member: FacultyRecord;
  locale: Locale;
  /** Given when the card names the member's department (a head of department's card). */
  departmentLabel?: string;
}) {
  const name = facultyDisplayName(member);
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
      {photoOnThisSite(member.photo) ? (
        <img
          src={photoOnThisSite(member.photo)}
          alt=""
          className="h-20 w-20 shrink-0 rounded-full object-cover"
          loading="lazy"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-50 text-2xl font-bold text-brand-900"
        >
          {member.firstname.charAt(0)}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold" lang={recordTextLang(name, locale)}>
          <LocalizedLink
            href={`/faculty/${member.id}`}
            locale={locale}
            className="text-brand-900 underline-offset-2 hover:underline"
          >
            {name}
          </LocalizedLink>
        </p>
        <p className="text-sm text-slate-700" lang={recordTextLang(member.designation, locale)}>
          {member.designation}
        </p>
        {departmentLabel && member.department ? (
          <p className="text-sm text-slate-700">
            {departmentLabel}{" "}
            <span lang={recordTextLang(member.department.name, locale)}>{member.department.name}</span>
          </p>
        ) : null}
        <p className="break-words text-sm">
          <a href={`mailto:${member.email}`} className="text-brand-900 underline">
            <EmailText email={member.email} />
          </a>
        </p>
      </div>
    </article>
  );
}
