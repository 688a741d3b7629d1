import { EmailText } from "@/components/content/EmailLink";
import Link from "next/link";
import { facultyDisplayName, type FacultyRecord } from "@/lib/faculty/queries";
import { photoOnThisSite } from "@/lib/faculty/photo";

/** A faculty member on a department page: photo, name (to the profile), designation and email. */
export function FacultyCard({ member, showDepartment = false }: { member: FacultyRecord; showDepartment?: boolean }) {
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
        <p className="font-semibold">
          <Link href={`/faculty/${member.id}`} className="text-brand-900 underline-offset-2 hover:underline">
            {name}
          </Link>
        </p>
        <p className="text-sm text-slate-700">{member.designation}</p>
        {showDepartment && member.department ? (
          <p className="text-sm text-slate-700">Department: {member.department.name}</p>
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
