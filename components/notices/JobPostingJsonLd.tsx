import { JsonLd } from "@/components/seo/JsonLd";
import type { NoticeRecord } from "@/lib/notices/queries";
import { absoluteUrl, headquartersAddress, universityReference } from "@/lib/seo/metadata";
import { isOpenForApplications, lastDateEnds } from "@/lib/notices/rules";
import { formatIndiaDate } from "@/lib/time";
import { fill } from "@/lib/i18n/fill";
import { localizePath } from "@/lib/i18n/paths";
import type { NoticeWords } from "@/lib/notices/words";

/**
 * Open positions as schema.org JobPosting, so job search engines list them until their last date
 * (validThrough). Only notices whose last day to apply has not passed are postings: search engines
 * want expired postings' markup gone. The description is in the page's language; `pagePath` is the
 * English address of the page.
 */
export function JobPostingJsonLd({
  items,
  pagePath,
  words,
}: {
  items: NoticeRecord[];
  pagePath: string;
  words: NoticeWords;
}) {
  const now = new Date();
  const postings = items.filter((n) => isOpenForApplications(n, now));
  if (postings.length === 0) return null;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@graph": postings.map((notice) => ({
          "@type": "JobPosting",
          title: notice.title,
          description: fill(words.boards.jobs.postingDescription, {
            title: escapeHtml(notice.title),
            published: formatIndiaDate(notice.createdAt, "short", words.locale),
            closes: formatIndiaDate(notice.endDate!, "short", words.locale),
            url: /^https?:\/\//i.test(notice.url) ? notice.url : absoluteUrl(notice.url),
          }),
          datePosted: notice.createdAt,
          validThrough: lastDateEnds(notice.endDate!).toISOString(),
          hiringOrganization: universityReference(),
          jobLocation: { "@type": "Place", address: headquartersAddress() },
          url: absoluteUrl(localizePath(pagePath, words.locale)),
          ...(notice.vacancies && /^\d+$/.test(notice.vacancies.trim())
            ? { totalJobOpenings: Number(notice.vacancies.trim()) }
            : {}),
        })),
      }}
    />
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
