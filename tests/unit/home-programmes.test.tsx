import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { ProgrammesBlock } from "@/components/home/ProgrammesBlock";
import {
  pickProgrammeIds,
  pickRandom,
  PROGRAMMES_FRESH_MS,
  toProgrammeCard,
  type ProgrammeCard,
} from "@/components/home/programme-cards";
import { fetchPrograms } from "@/lib/api-client";
import type { LegacyProgram } from "@/lib/programs/legacy";
import { getTranslations } from "next-intl/server";
import { programmesBlockLabels, type ProgrammesBlockLabels } from "@/components/home/programme-labels";

jest.mock("@/lib/api-client", () => ({ fetchPrograms: jest.fn() }));
const fetchProgramsMock = fetchPrograms as jest.MockedFunction<typeof fetchPrograms>;

// The English words, as the home page hands them to the block.
let LABELS: ProgrammesBlockLabels;
beforeAll(async () => {
  LABELS = programmesBlockLabels(await getTranslations("programmes"));
});
beforeEach(() => fetchProgramsMock.mockReset());

const year = { year_credit_text: "40 credits", year_exit_text: "Certificate", year_syllabus_link: "" };
function legacy(id: string, level: LegacyProgram["programLevel"], years?: LegacyProgram["years"]): LegacyProgram {
  return {
    _id: id,
    name: `Programme ${id}`,
    code: `C-${id}`,
    programLevel: level,
    duration: "3 Years",
    mode: "Full Time",
    department: null,
    ...(years ? { years } : {}),
  };
}

const cards: ProgrammeCard[] = [
  ...Array.from({ length: 9 }, (_, i) =>
    toProgrammeCard(legacy(`d${i}`, "Diploma", i % 2 ? { year1: year } : undefined)),
  ),
  ...Array.from({ length: 4 }, (_, i) => toProgrammeCard(legacy(`u${i}`, "UG", { year1: year }))),
];

function renderBlock(initial: ProgrammeCard[] | null, initialPicks: string[] = []) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProgrammesBlock initial={initial} initialPicks={initialPicks} labels={LABELS} locale="en" />
    </SWRConfig>,
  );
}

test("a card links to its page only when `years` is an object", () => {
  expect(toProgrammeCard(legacy("a", "PG", { year1: year }))).toEqual({
    id: "a",
    code: "C-a",
    name: "Programme a",
    level: "PG",
    linked: true,
  });
  expect(toProgrammeCard(legacy("b", "Diploma")).linked).toBe(false);
  expect(toProgrammeCard({ ...legacy("c", "UG"), years: [] as unknown as LegacyProgram["years"] }).linked).toBe(false);
  expect(toProgrammeCard({ ...legacy("d", "UG"), years: null as unknown as LegacyProgram["years"] }).linked).toBe(
    false,
  );
});

test("the random pick takes up to n different items and follows the random source", () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8];
  const picked = pickRandom(items, 6);
  expect(picked).toHaveLength(6);
  expect(new Set(picked).size).toBe(6);
  expect(picked.every((n) => items.includes(n))).toBe(true);
  expect(pickRandom([1, 2], 6)).toHaveLength(2);
  expect(pickRandom(items, 3, () => 0)).toEqual([1, 2, 3]);
  expect(pickRandom(items, 3, () => 0.999)).toEqual([8, 7, 6]);
  expect(pickProgrammeIds(cards, "UG")).toHaveLength(4);
  expect(pickProgrammeIds(cards, "DIPLOMA").every((id) => id.startsWith("d"))).toBe(true);
  expect(pickProgrammeIds(cards, "PG")).toEqual([]);
});

test("the server's pick is shown first, with code and name; only cards with years are links", () => {
  renderBlock(cards, ["d0", "d1", "d2"]);
  expect(fetchProgramsMock).not.toHaveBeenCalled();
  const panel = screen.getByRole("tabpanel", { name: "DIPLOMA" });
  expect(within(panel).getByRole("heading", { name: "Available Diploma courses:" })).toBeInTheDocument();
  const items = within(panel).getAllByRole("listitem");
  expect(items.map((li) => li.textContent)).toEqual(["C-d0Programme d0", "C-d1Programme d1", "C-d2Programme d2"]);
  expect(
    within(panel)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href")),
  ).toEqual(["/programs/d1"]);
  expect(screen.getByRole("link", { name: "VIEW ALL PROGRAMMES" })).toHaveAttribute("href", "/Courses");
});

test("another tab picks up to six programmes of its level; tabs default to DIPLOMA", () => {
  renderBlock(cards, ["d0"]);
  expect(screen.getByRole("tab", { name: "DIPLOMA" })).toHaveAttribute("aria-selected", "true");
  fireEvent.click(screen.getByRole("tab", { name: "UG" }));
  const panel = screen.getByRole("tabpanel", { name: "UG" });
  expect(
    within(panel)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
      .sort(),
  ).toEqual(["/programs/u0", "/programs/u1", "/programs/u2", "/programs/u3"]);
  fireEvent.click(screen.getByRole("tab", { name: "DIPLOMA" }));
  const diploma = within(screen.getByRole("tabpanel", { name: "DIPLOMA" })).getAllByRole("listitem");
  expect(diploma).toHaveLength(6);
  fireEvent.click(screen.getByRole("tab", { name: "PG" }));
  expect(screen.getByText("No PG programmes are listed yet.")).toBeInTheDocument();
});

test("without the server's list it shows 'Loading programs...' then the cards", async () => {
  fetchProgramsMock.mockResolvedValueOnce({
    status: "success",
    results: 2,
    data: { programs: [legacy("d7", "Diploma"), legacy("u1", "UG")] },
  });
  renderBlock(null);
  expect(screen.getByRole("status")).toHaveTextContent("Loading programs...");
  await waitFor(() => expect(screen.getByText("Programme d7")).toBeInTheDocument());
  expect(screen.queryByText("Loading programs...")).not.toBeInTheDocument();
});

test("a failed load says 'Failed to load programs.'", async () => {
  fetchProgramsMock.mockRejectedValue(new Error("Network response was not ok"));
  renderBlock(null);
  expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load programs.");
});

test("a list loaded in the browser stays fresh for seven minutes, then is fetched again", async () => {
  jest.useFakeTimers();
  fetchProgramsMock.mockResolvedValue({ status: "success", results: 1, data: { programs: [legacy("d1", "Diploma")] } });
  const cache = new Map();
  // The block comes and goes (a visitor leaving and coming back to the home page); the cache stays.
  const page = (shown: boolean) => (
    <SWRConfig value={{ provider: () => cache }}>
      {shown ? <ProgrammesBlock initial={null} initialPicks={[]} labels={LABELS} locale="en" /> : null}
    </SWRConfig>
  );
  const settle = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  try {
    const { rerender } = render(page(true));
    await settle(10);
    expect(fetchProgramsMock).toHaveBeenCalledTimes(1);
    rerender(page(false));
    await settle(PROGRAMMES_FRESH_MS - 1000);
    rerender(page(true));
    await settle(10);
    expect(screen.getByText("Programme d1")).toBeInTheDocument();
    expect(fetchProgramsMock).toHaveBeenCalledTimes(1);
    rerender(page(false));
    await settle(2000);
    rerender(page(true));
    await settle(10);
    expect(fetchProgramsMock).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
