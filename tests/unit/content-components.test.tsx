import { render, screen, within } from "@testing-library/react";
import en from "@/messages/en.json";
import { BarChart } from "@/components/content/BarChart";
import { DataTable } from "@/components/content/DataTable";
import { RecruiterChart } from "@/components/content/RecruiterChart";
import { HelplineTable } from "@/components/content/HelplineTable";
import { PageLinks } from "@/components/content/PageLinks";
import { LastUpdated } from "@/components/ui/LastUpdated";

test("a data table has a caption, column headers and row headers with their scope", () => {
  render(
    <DataTable
      id="people"
      caption="Members"
      rows={[{ name: "Asha", role: "Chair" }]}
      rowKey={(r) => r.name}
      columns={[
        { header: "Name", rowHeader: true, cell: (r) => r.name },
        { header: "Role", cell: (r) => r.role },
      ]}
    />,
  );
  const table = screen.getByRole("table", { name: "Members" });
  expect(within(table).getByRole("columnheader", { name: "Name" })).toHaveAttribute("scope", "col");
  expect(within(table).getByRole("rowheader", { name: "Asha" })).toHaveAttribute("scope", "row");
  expect(within(table).getByRole("cell", { name: "Chair" })).toBeInTheDocument();
  // The scrolling wrapper is a labelled region that keyboard users can reach.
  expect(screen.getByRole("region", { name: "Members" })).toHaveAttribute("tabindex", "0");
});

test("a bar chart is one labelled image whose bars are proportional to the values", () => {
  const { container } = render(
    <BarChart
      id="c"
      title="Selected by company"
      description="Two companies."
      bars={[
        { label: "A", value: 100 },
        { label: "B", value: 25 },
      ]}
    />,
  );
  const chart = screen.getByRole("img", { name: "Selected by company Two companies." });
  // HTML, not a scaled SVG: the labels keep the page's text size on a phone.
  expect(chart.querySelector("svg")).toBeNull();
  const widths = [...container.querySelectorAll<HTMLElement>("[data-value]")].map((bar) =>
    Number.parseFloat(bar.style.width),
  );
  expect(widths).toHaveLength(2);
  expect(widths[0]! / widths[1]!).toBeCloseTo(4);
});

test("the recruiter chart gives its figures again as a table, its text alternative", () => {
  render(
    <RecruiterChart
      id="r"
      title="Diploma students selected"
      recruiters={[
        { company: "Maruti Suzuki", selected: 137 },
        { company: "IndiGo", selected: 64 },
      ]}
    />,
  );
  expect(screen.getByRole("figure", { name: "Diploma students selected" })).toBeInTheDocument();
  expect(
    screen.getByRole("img", { name: /201 students selected in all; the most by Maruti Suzuki \(137\)/ }),
  ).toBeInTheDocument();
  const table = screen.getByRole("table", { name: "Diploma students selected (figures of the chart)" });
  expect(within(table).getByRole("row", { name: "IndiGo 64" })).toBeInTheDocument();
});

test("helplines can be called with one tap", () => {
  render(
    <HelplineTable
      id="h"
      caption="Helplines"
      helplines={[
        { service: "Anti-ragging", number: "1800-180-5522", hours: "24 hours", website: "https://www.antiragging.in/" },
      ]}
    />,
  );
  expect(screen.getByRole("link", { name: "1800-180-5522" })).toHaveAttribute("href", "tel:18001805522");
  expect(screen.getByRole("link", { name: /www\.antiragging\.in/ })).toHaveAttribute("target", "_blank");
});

test("page links mark the current page and keep working without scripts", () => {
  render(
    <PageLinks page={2} totalPages={3} href={(n) => `/list?page=${n}`} label="Pages" words={en.morePages.pageLinks} />,
  );
  const nav = screen.getByRole("navigation", { name: "Pages" });
  expect(within(nav).getByText("2", { exact: false }).closest("[aria-current]")).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/list?page=1");
  expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/list?page=3");
});

test("the last-updated line shows the review date in words, in the request's language", async () => {
  render(await LastUpdated({ date: "2026-11-21" }));
  expect(screen.getByText(en.contentPages.lastUpdated, { exact: false })).toBeInTheDocument();
  expect(screen.getByText("21 November 2026")).toHaveAttribute("datetime", "2026-11-21");
});
