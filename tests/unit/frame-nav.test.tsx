import { fireEvent, render, screen, within } from "@testing-library/react";
import { MainNav } from "@/components/layout/MainNav";
import { MobileNav } from "@/components/layout/MobileNav";
import messages from "@/messages/en.json";
import { navigation } from "@/lib/db/seed/content/navigation";
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
