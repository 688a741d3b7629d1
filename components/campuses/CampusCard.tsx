import Link from "next/link";
import { publicDirectorEmail, type CampusRecord } from "@/lib/campuses/queries";

/** A campus in its zone's list: name (to its page), director, the director's email and the address. */
export function CampusCard({ campus }: { campus: CampusRecord }) {
  const email = publicDirectorEmail(campus);
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
        <h2 className="text-xl font-bold">
          <Link href={`/campus/${campus.slug}`} className="text-brand-900 underline-offset-2 hover:underline">
            {campus.name}
          </Link>
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {campus.director ? (
            <>
              <dt className="font-semibold text-slate-700">Director:</dt>
              <dd>{campus.director}</dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt className="font-semibold text-slate-700">Director&apos;s email:</dt>
              <dd>
                <a href={`mailto:${email}`} className="text-brand-900 underline">
                  {email}
                </a>
              </dd>
            </>
          ) : null}
          {campus.address ? (
            <>
              <dt className="font-semibold text-slate-700">Address:</dt>
              <dd>{campus.address}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
