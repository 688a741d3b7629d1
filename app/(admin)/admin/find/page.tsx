import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { ValidationError } from "@/lib/errors";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { FIND_TEXT_ROLES } from "@/lib/search/find-roles";
import { FIND_LIMIT, findText, type FindResult, type FoundIn, type FoundPlace } from "@/lib/search/staff-find";
import { FieldError, INPUT } from "@/components/ui/FormControls";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Find text" };

type Props = { searchParams: Promise<SearchParams> };

const FOUND_IN: Record<FoundIn, string> = {
  both: "In the draft and the published version",
  draft: "Only in the draft (visitors do not see it yet)",
  published: "Only in the published version (the draft no longer has it)",
  record: "In the record (visitors see it now)",
};

function statusLine({ query, places, capped }: FindResult): string {
  if (capped)
    return `More than ${FIND_LIMIT} places name “${query}”; the first ${FIND_LIMIT} are listed. Add words to narrow the search.`;
  if (places.length === 0) return `No place names “${query}”.`;
  return `${places.length} ${places.length === 1 ? "place names" : "places name"} “${query}”.`;
}

function Place({ place }: { place: FoundPlace }) {
  return (
    <li className="border-t border-slate-300 py-4">
      <h3 className="text-lg font-semibold">
        <Link href={place.href} className="text-brand-900 underline">
          {place.name}
        </Link>
      </h3>
      <p className="text-sm text-slate-700">
        {place.kind}
        {place.detail ? (
          <>
            {" "}
            at <code className="break-all">{place.detail}</code>
          </>
        ) : null}
        . {FOUND_IN[place.foundIn]}, {place.matches === 1 ? "once" : `${place.matches} times`}.
      </p>
      <ul className="mt-2 space-y-1">
        {place.snippets.map((snippet, index) => (
          // Text only: React escapes it, and stored markup was already taken out.
          <li key={index} lang={snippet.language === "hi" ? "hi" : undefined} className="break-words text-slate-900">
            {snippet.before}
            <mark className="bg-yellow-200 px-0.5 text-slate-950">{snippet.match}</mark>
            {snippet.after}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Every content item and record whose text holds a word, name or number (issue 26, item 5), so an
 * old fact can be put right everywhere. A GET form: each search has its own address.
 */
export default async function FindTextPage({ searchParams }: Props) {
  const actor = await requireStaff(...FIND_TEXT_ROLES);
  const q = firstValue(await searchParams, "q");
  let result: FindResult | undefined;
  let error: string | undefined;
  if (q !== undefined) {
    try {
      result = await findText(actor, { q });
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      error = caught.fieldErrors.q ?? caught.message;
    }
  }
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Find text</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every place that names a fact: the pages and other content (their drafts and published versions, English and
        Hindi) and the records of office holders, campuses, departments, Faculties, faculty members, programmes and
        notices. Where a page lists an office, change its office holder once instead of each page.
      </p>
      <search className="mt-6 block max-w-3xl">
        <form method="get" className="flex flex-wrap items-end gap-4">
          <div className="min-w-0 flex-1">
            <label htmlFor="find-q" className="font-semibold text-slate-900">
              Word, name or number
            </label>
            <p id="find-q-hint" className="text-sm text-slate-700">
              At least 2 characters, like Registrar, a phone number or an email address. A number is found however its
              digits are grouped.
            </p>
            <input
              id="find-q"
              type="search"
              name="q"
              defaultValue={q ?? ""}
              maxLength={100}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "find-q-hint find-q-error" : "find-q-hint"}
              className={`${INPUT} bg-white`}
            />
            <FieldError id="find-q-error" message={error} />
          </div>
          <button type="submit" className={buttonClass()}>
            Find
          </button>
        </form>
      </search>
      <p role="status" className="mt-6 font-semibold text-slate-900">
        {result ? statusLine(result) : ""}
      </p>
      {result && result.places.length > 0 ? (
        <section aria-labelledby="find-results" className="mt-4">
          <h2 id="find-results" className="text-2xl font-bold text-brand-900">
            Places that name “{result.query}”
          </h2>
          <ol className="mt-2">
            {result.places.map((place, index) => (
              <Place key={`${index}:${place.href}`} place={place} />
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
