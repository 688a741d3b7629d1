import { facultyRows, matchRows, moveHighlight, pageRows } from "@/components/layout/search/search-rows";
import { navigation } from "@/lib/db/seed/content/navigation";

const pages = pageRows(navigation);

test("page rows are every navigation entry with a path, nested ones included", () => {
  const names = pages.map((row) => row.name);
  expect(names).toContain("Home");
  expect(names).toContain("Central zone");
  expect(names).toContain("Programs after 12th");
  // Groups without their own page are not rows.
  expect(names).not.toContain("About Us");
  expect(names).not.toContain("Admissions Portal");
  expect(pages.find((row) => row.name === "Programs after 10th")).toMatchObject({
    external: true,
    path: "https://dseuadm.samarth.edu.in/",
  });
  expect(pages.find((row) => row.name === "Library")).toMatchObject({ external: false, path: "/amenities/Library" });
});

test("faculty rows are named 'salutation firstname surname' and lead to the profile", () => {
  expect(facultyRows([{ _id: "abc", salutation: "Dr.", firstname: "Ananya", surname: "Sharma" }])).toEqual([
    { key: "faculty:abc", name: "Dr. Ananya Sharma", path: "/faculty/abc", external: false, kind: "faculty" },
  ]);
  expect(facultyRows([{ _id: "x", salutation: "", firstname: "Ravi", surname: "Kumar" }])[0]!.name).toBe("Ravi Kumar");
});

test("matching is a case-insensitive substring test on the name; an empty query matches nothing", () => {
  const faculty = facultyRows([
    { _id: "1", salutation: "Dr.", firstname: "Ananya", surname: "Sharma" },
    { _id: "2", salutation: "Prof.", firstname: "Vikram", surname: "Bhatia" },
  ]);
  expect(matchRows("LIBR", pages, []).map((r) => r.name)).toEqual(["Library"]);
  expect(matchRows("  zone ", pages, []).map((r) => r.name)).toEqual([
    "Central zone",
    "North zone",
    "South zone",
    "East zone",
    "West zone",
  ]);
  expect(matchRows("dr. ananya", faculty, []).map((r) => r.path)).toEqual(["/faculty/1"]);
  expect(matchRows("a sh", faculty, []).map((r) => r.name)).toEqual(["Dr. Ananya Sharma"]);
  expect(matchRows("", pages, [])).toEqual([]);
  expect(matchRows("   ", pages, [])).toEqual([]);
  expect(matchRows("no such page", pages, [])).toEqual([]);
});

test("the highlight starts at none, moves with the arrows and stops at both ends", () => {
  expect(moveHighlight(-1, "ArrowUp", 3)).toBe(-1);
  expect(moveHighlight(-1, "ArrowDown", 3)).toBe(0);
  expect(moveHighlight(0, "ArrowDown", 3)).toBe(1);
  expect(moveHighlight(2, "ArrowDown", 3)).toBe(2);
  expect(moveHighlight(2, "ArrowUp", 3)).toBe(1);
  expect(moveHighlight(0, "ArrowUp", 3)).toBe(0);
  expect(moveHighlight(-1, "ArrowDown", 0)).toBe(-1);
});
