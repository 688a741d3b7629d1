import { JsonLd } from "@/components/seo/JsonLd";
import type { NoticeRecord } from "@/lib/notices/queries";
import { absoluteUrl, headquartersAddress, universityReference } from "@/lib/seo/metadata";
import { isOpenForApplications, lastDateEnds } from "@/lib/notices/rules";
import { formatIndiaDate } from "@/lib/time";

/**
 * Open positions as schema.org JobPosting, so job search engines list them until their last date
 * (validThrough). Only notices whose last day to apply has not passed are postings: search engines
 * want expired postings' markup gone.
 */
export function JobPostingJsonLd({ items, pagePath }: { items: NoticeRecord[]; pagePath: string }) {
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
          description: `<p>${escapeHtml(notice.title)}.</p><p>Published by the Delhi Skill and Entrepreneurship University on ${formatIndiaDate(notice.createdAt, "short")}; applications close on ${formatIndiaDate(notice.endDate!, "short")}. The notification (${/^https?:\/\//i.test(notice.url) ? notice.url : absoluteUrl(notice.url)}) gives eligibility, vacancies and how to apply.</p>`,
          datePosted: notice.createdAt,
          validThrough: lastDateEnds(notice.endDate!).toISOString(),
          hiringOrganization: universityReference(),
          jobLocation: { "@type": "Place", address: headquartersAddress() },
          url: absoluteUrl(pagePath),
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
