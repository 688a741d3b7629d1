import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import messages from "@/messages/en.json";
import { SearchOverlay } from "@/components/layout/search/SearchOverlay";
import { pageRows } from "@/components/layout/search/search-rows";
import { navigation, searchSuggestions, utilityLinks } from "@/lib/db/seed/content/navigation";
import { fetchFaculty } from "@/lib/api-client";
import { installDialogPolyfill } from "../helpers/dialog-polyfill";

// The rows the navigation bar hands the overlay, from the seed's menus.
const ROWS = { pages: pageRows([...navigation, ...utilityLinks]), suggestions: pageRows(searchSuggestions) };

installDialogPolyfill();

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/api-client", () => ({ fetchFaculty: jest.fn() }));
const fetchFacultyMock = fetchFaculty as jest.MockedFunction<typeof fetchFaculty>;

const member = (id: string, salutation: string, firstname: string, surname: string) => ({
  _id: id,
  salutation,
  firstname,
  surname,
});

beforeEach(() => {
  push.mockReset();
  fetchFacultyMock.mockReset();
  fetchFacultyMock.mockResolvedValue({
    data: { faculty: [member("f1", "Dr.", "Ananya", "Sharma"), member("f2", "Prof.", "Vikram", "Bhatia")] },
  } as unknown as Awaited<ReturnType<typeof fetchFaculty>>);
});

async function openOverlay() {
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  const input = await screen.findByRole("combobox", { name: "Find a page or a faculty member" });
  await waitFor(() => expect(fetchFacultyMock).toHaveBeenCalled());
  return input;
}

// Each test starts with an empty swr cache, as a new page would.
function renderOverlay() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchOverlay labels={messages.search} synonyms={[["t & p cell", "placement"]]} {...ROWS} />
    </SWRConfig>,
  );
}

const options = () => screen.queryAllByRole("option").map((option) => option.textContent);

test("it opens with the input focused and the three course suggestions", async () => {
  renderOverlay();
  const input = await openOverlay();
  expect(input).toHaveFocus();
  expect(screen.getByRole("listbox", { name: "Suggestions" })).toBeInTheDocument();
  expect(options()).toEqual(["Undergraduate coursesPage", "Postgraduate coursesPage", "Diploma coursesPage"]);
  expect(input).toHaveAttribute("aria-expanded", "true");
  expect(input).not.toHaveAttribute("aria-activedescendant");
});

test("faculty are fetched once, with a limit of 500, and matched with the pages", async () => {
  renderOverlay();
  const input = await openOverlay();
  expect(fetchFacultyMock).toHaveBeenCalledWith(500);
  fireEvent.change(input, { target: { value: "SHAR" } });
  await waitFor(() => expect(options()).toContain("Dr. Ananya SharmaFaculty"));
  fireEvent.change(input, { target: { value: "library" } });
  expect(options()).toEqual(["LibraryPage"]);
  act(() => document.querySelector("dialog")!.close());
  await openOverlay();
  expect(fetchFacultyMock).toHaveBeenCalledTimes(1);
});

test("a failed faculty fetch is only logged; pages still match", async () => {
  const error = new Error("offline");
  fetchFacultyMock.mockRejectedValue(error);
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  renderOverlay();
  const input = await openOverlay();
  await waitFor(() => expect(log).toHaveBeenCalledWith("Error fetching faculty data:", error));
  fireEvent.change(input, { target: { value: "tender" } });
  expect(options()).toEqual(["TendersPage"]);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  log.mockRestore();
});

test("arrow keys move the highlight, stopping at the ends; Enter goes to the row and closes", async () => {
  renderOverlay();
  const input = await openOverlay();
  const selected = () => screen.queryAllByRole("option").findIndex((o) => o.getAttribute("aria-selected") === "true");
  fireEvent.keyDown(input, { key: "ArrowUp" });
  expect(selected()).toBe(-1);
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  expect(selected()).toBe(2);
  expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[2]!.id);
  fireEvent.keyDown(input, { key: "ArrowUp" });
  fireEvent.keyDown(input, { key: "ArrowUp" });
  fireEvent.keyDown(input, { key: "ArrowUp" });
  expect(selected()).toBe(0);
  fireEvent.keyDown(input, { key: "Enter" });
  expect(push).toHaveBeenCalledWith("/Courses/ug");
  expect(document.querySelector("dialog")!.open).toBe(false);
});

test("Enter with nothing typed and nothing highlighted does nothing; a click on a row goes there", async () => {
  renderOverlay();
  const input = await openOverlay();
  fireEvent.keyDown(input, { key: "Enter" });
  expect(push).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: "vision" } });
  fireEvent.click(screen.getByRole("option", { name: /Vision and Mission/ }));
  expect(push).toHaveBeenCalledWith("/about-us/Vision-and-Mission");
});

test("typing resets the highlight, and closing resets query, results and highlight", async () => {
  renderOverlay();
  const input = await openOverlay();
  fireEvent.change(input, { target: { value: "zone" } });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.change(input, { target: { value: "zon" } });
  expect(screen.getAllByRole("option").some((o) => o.getAttribute("aria-selected") === "true")).toBe(false);
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.click(screen.getByRole("button", { name: "Close search" }));
  await openOverlay();
  expect(input).toHaveValue("");
  expect(options()).toHaveLength(3);
  expect(screen.getAllByRole("option").some((o) => o.getAttribute("aria-selected") === "true")).toBe(false);
});

test("an external page opens in a new tab without access to this one", async () => {
  const open = jest.spyOn(window, "open").mockImplementation(() => null);
  renderOverlay();
  const input = await openOverlay();
  fireEvent.change(input, { target: { value: "after 10th" } });
  fireEvent.click(screen.getByRole("option", { name: /Programs after 10th/ }));
  expect(open).toHaveBeenCalledWith("https://dseuadm.samarth.edu.in/", "_blank", "noopener,noreferrer");
  expect(push).not.toHaveBeenCalled();
  open.mockRestore();
});

test("a query matching nothing says so", async () => {
  renderOverlay();
  const input = await openOverlay();
  fireEvent.change(input, { target: { value: "zzqx" } });
  expect(options()).toEqual([]);
  expect(screen.getByText("Nothing matches “zzqx”.")).toBeInTheDocument();
  expect(input).toHaveAttribute("aria-expanded", "false");
});

test("the words visitors use find the menu's names: placement finds the T & P Cell", async () => {
  renderOverlay();
  const input = await openOverlay();
  fireEvent.change(input, { target: { value: "placement" } });
  expect(options()).toContain("T & P CellPage");
});

test("'See all results for …' and Enter with no row highlighted open the results page", async () => {
  renderOverlay();
  const input = await openOverlay();
  fireEvent.change(input, { target: { value: "hostel fees" } });
  const all = screen.getByRole("link", { name: "See all results for “hostel fees”" });
  expect(all).toHaveAttribute("href", "/search?q=hostel+fees");
  fireEvent.keyDown(input, { key: "Enter" });
  expect(push).toHaveBeenCalledWith("/search?q=hostel+fees");
  expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
});

test("Enter on a highlighted row still goes to that row, not to the results page", async () => {
  renderOverlay();
  const input = await openOverlay();
  fireEvent.change(input, { target: { value: "library" } });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "Enter" });
  expect(push).toHaveBeenCalledWith("/amenities/Library");
});
