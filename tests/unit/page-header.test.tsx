import { render, screen } from "@testing-library/react";
import { PageHeader } from "@/components/layout/PageHeader";

test("the page header shows the breadcrumb trail, the one h1, and BreadcrumbList data", async () => {
  const { container } = render(
    await PageHeader({
      title: "Chancellor",
      crumbs: [
        { name: "Administration", path: "/administration/administrative" },
        { name: "Chancellor", path: "/administration/chancellor" },
      ],
    }),
  );
  const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
  expect(trail).toHaveTextContent("Home/Administration/Chancellor");
  expect(screen.getByRole("link", { name: "Administration" })).toHaveAttribute(
    "href",
    "/administration/administrative",
  );
  expect(screen.getByText("Chancellor", { selector: "[aria-current=page]" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Chancellor");
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data["@type"]).toBe("BreadcrumbList");
  expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Administration", "Chancellor"]);
  expect(data.itemListElement[2].item).toMatch(/\/administration\/chancellor$/);
});
