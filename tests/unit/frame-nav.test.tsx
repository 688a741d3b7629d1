import { fireEvent, render, screen, within } from "@testing-library/react";
import { MainNav } from "@/components/layout/MainNav";
import { MobileNav } from "@/components/layout/MobileNav";
import messages from "@/messages/en.json";
import { navigation } from "@/lib/db/seed/content/navigation";
import { toNavItem, type Entry } from "@/lib/content/navigation";
import { navigationDataSchema } from "@/lib/content/schema";
import { installDialogPolyfill } from "../helpers/dialog-polyfill";

installDialogPolyfill();
jest.mock("next/navigation", () => ({ usePathname: () => "/academics/IQAC" }));

const expanded = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-expanded");

test("one dropdown at a time, and one nested list at a time", () => {
  render(<MainNav items={navigation} label={messages.frame.mainNav} />);
  fireEvent.click(screen.getByRole("button", { name: "About Us" }), { detail: 0 });
  expect(expanded("About Us")).toBe("true");
  expect(screen.getByRole("link", { name: "History of DSEU" })).toHaveAttribute("href", "/about-us/history");
  fireEvent.click(screen.getByRole("button", { name: "Admission" }), { detail: 0 });
  expect(expanded("About Us")).toBe("false");
  expect(expanded("Admission")).toBe("true");
  expect(screen.queryByRole("link", { name: "History of DSEU" })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Admissions Portal" }), { detail: 0 });
  expect(screen.getByRole("link", { name: /Programs after 12th/ })).toHaveAttribute(
    "href",
    "https://dseuadm.samarth.edu.in/ug",
  );
  fireEvent.click(screen.getByRole("button", { name: "Admission" }), { detail: 0 });
  expect(expanded("Admission")).toBe("false");
});

test("ArrowDown opens a list on its first entry, arrows move, Escape closes and returns focus", () => {
  render(<MainNav items={navigation} label={messages.frame.mainNav} />);
  const academics = screen.getByRole("button", { name: "Academics" });
  academics.focus();
  fireEvent.keyDown(academics, { key: "ArrowDown" });
  expect(screen.getByRole("link", { name: "Faculties & Department" })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
  expect(screen.getByRole("link", { name: "Academic Administration" })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: "End" });
  expect(screen.getByRole("link", { name: "Library" })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
  expect(screen.getByRole("link", { name: "Library" })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  expect(expanded("Academics")).toBe("false");
  expect(academics).toHaveFocus();
});

test("in the nested list, Escape closes only that list and returns to its button", () => {
  render(<MainNav items={navigation} label={messages.frame.mainNav} />);
  const admission = screen.getByRole("button", { name: "Admission" });
  fireEvent.keyDown(admission, { key: "ArrowDown" });
  const portal = screen.getByRole("button", { name: "Admissions Portal" });
  portal.focus();
  fireEvent.keyDown(portal, { key: "ArrowRight" });
  expect(screen.getByRole("link", { name: /Programs after 10th/ })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  expect(portal).toHaveFocus();
  expect(expanded("Admissions Portal")).toBe("false");
  expect(expanded("Admission")).toBe("true");
});

test("the current page is marked", () => {
  render(<MainNav items={navigation} label={messages.frame.mainNav} />);
  fireEvent.click(screen.getByRole("button", { name: "Academics" }), { detail: 0 });
  expect(screen.getByRole("link", { name: "Internal Quality Assurance Cell (IQAC)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the drawer opens from the menu button with two-level expandable lists and closes back to it", async () => {
  render(
    <MobileNav
      items={navigation}
      labels={{ open: messages.menu.open, close: messages.menu.close, nav: messages.frame.mainNav }}
    />,
  );
  const menu = screen.getByRole("button", { name: "Menu" });
  menu.focus();
  fireEvent.click(menu);
  const drawer = await screen.findByRole("dialog", { name: "Menu" });
  expect(menu).toHaveAttribute("aria-expanded", "true");
  const nav = within(drawer).getByRole("navigation", { name: "Main" });
  expect(within(nav).queryByRole("link", { name: "Sports" })).not.toBeInTheDocument();
  fireEvent.click(within(nav).getByRole("button", { name: "Student Life" }));
  expect(within(nav).getByRole("link", { name: "Sports" })).toHaveAttribute("href", "/amenities/Sports");
  fireEvent.click(within(nav).getByRole("button", { name: "Admission" }));
  fireEvent.click(within(nav).getByRole("button", { name: "Admissions Portal" }));
  expect(within(nav).getByRole("link", { name: /Programs after Bachelor/ })).toHaveAttribute("target", "_blank");
  fireEvent.click(within(drawer).getByRole("button", { name: "Close menu" }));
  expect(drawer).not.toHaveAttribute("open");
  expect(menu).toHaveFocus();
});

describe("entries staff add in the menu editor", () => {
  // As the editor saves them: a new entry with an address and an empty list under it, and a page
  // over pages (an address and entries).
  const staffEntries: Entry[] = [
    { label: { en: "Convocation 2026" }, href: "/about-us/convocation-2026", children: [] },
    {
      label: { en: "Research Wing" },
      href: "/research",
      children: [{ label: { en: "Incubation Cell" }, href: "/research/cell" }],
    },
  ];
  const items = [...navigation, ...staffEntries.map((entry) => toNavItem(entry, "en"))];

  test("in the header, an entry without children is a link, and a page over pages is listed first in its list", () => {
    render(<MainNav items={items} label={messages.frame.mainNav} />);
    expect(screen.queryByRole("button", { name: "Convocation 2026" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Convocation 2026" })).toHaveAttribute(
      "href",
      "/about-us/convocation-2026",
    );
    fireEvent.click(screen.getByRole("button", { name: "Research Wing" }), { detail: 0 });
    const list = document.getElementById(
      screen.getByRole("button", { name: "Research Wing" }).getAttribute("aria-controls")!,
    )!;
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Research Wing", "/research"],
      ["Incubation Cell", "/research/cell"],
    ]);
  });

  test("in the drawer, the same", async () => {
    render(
      <MobileNav
        items={items}
        labels={{ open: messages.menu.open, close: messages.menu.close, nav: messages.frame.mainNav }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const nav = within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Convocation 2026" })).toHaveAttribute(
      "href",
      "/about-us/convocation-2026",
    );
    fireEvent.click(within(nav).getByRole("button", { name: "Research Wing" }));
    expect(within(nav).getByRole("link", { name: "Research Wing" })).toHaveAttribute("href", "/research");
    expect(within(nav).getByRole("link", { name: "Incubation Cell" })).toHaveAttribute("href", "/research/cell");
  });
});

test("the menu's schema refuses an entry that leads nowhere, naming the address field", () => {
  const parsed = navigationDataSchema.safeParse({
    main: [{ label: { en: "Empty" }, children: [] }],
    utility: [],
    footerColumns: [],
    searchSuggestions: [],
  });
  expect(parsed.success).toBe(false);
  expect(parsed.error!.issues[0]).toMatchObject({
    path: ["main", 0, "href"],
    message: "Give the entry an address, or entries under it.",
  });
});
