import { campuses } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { campusesOfZone, findCampus, listCampuses, parseZone, publicDirectorEmail } from "@/lib/campuses/queries";
import { campusSlug } from "@/lib/campuses/slug";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await setupTestDatabase();
  const rows = [
    { name: "Meerabai DSEU Campus", zone: "south" as const, directorEmail: "" },
    { name: "CHAMPS DSEU Okhla-II Campus", zone: "south" as const, directorEmail: "test@example.com" },
    { name: "G.B. Pant DSEU Okhla-I Campus", zone: "south" as const, directorEmail: "director@dseu.ac.in" },
    { name: "Dseu Jaffarpur Campus ", zone: "west" as const, directorEmail: "" },
    { name: "DSEU Dwarka Campus", zone: "west" as const, directorEmail: "" },
  ];
  await testDb.handle.db.insert(campuses).values(rows.map((r) => ({ id: newId(), slug: campusSlug(r.name), ...r })));
}, 30_000);
afterAll(() => testDb.teardown());

describe("zones", () => {
  test("every spelling the old links use names the same zone", () => {
    for (const value of ["north", "North", "north zone", "North+Zone", "north%20zone", "NORTH%20ZONE", " north "]) {
      expect(parseZone(value)).toBe("north");
    }
    for (const zone of ["central", "south", "east", "west"]) expect(parseZone(`${zone} zone`)).toBe(zone);
  });

  test("anything else is no zone (the page answers 404)", () => {
    for (const value of ["moon", "northzone", "zone", "", "north-east", "north zone zone"])
      expect(parseZone(value)).toBeUndefined();
  });

  test("a zone lists its campuses sorted by name, ignoring case", async () => {
    const all = await listCampuses();
    expect(campusesOfZone(all, "south").map((c) => c.name)).toEqual([
      "CHAMPS DSEU Okhla-II Campus",
      "G.B. Pant DSEU Okhla-I Campus",
      "Meerabai DSEU Campus",
    ]);
    expect(campusesOfZone(all, "west").map((c) => c.name)).toEqual(["DSEU Dwarka Campus", "Dseu Jaffarpur Campus "]);
    expect(campusesOfZone(all, "east")).toEqual([]);
  });
});

describe("finding a campus by its address", () => {
  test("by slug, or by name in any case, spacing or encoding", async () => {
    for (const value of [
      "gb-pant-dseu-okhla-i-campus",
      "G.B.%20Pant%20DSEU%20Okhla-I%20Campus",
      "g.b. pant dseu okhla-i campus",
      "GB-PANT-DSEU-OKHLA-I-CAMPUS",
    ]) {
      expect((await findCampus(value))?.name).toBe("G.B. Pant DSEU Okhla-I Campus");
    }
    // A name with a trailing space (as the old data had) still opens.
    expect((await findCampus("dseu-jaffarpur-campus"))?.zone).toBe("west");
  });

  test("a missing campus is not found", async () => {
    for (const value of ["dseu-nowhere-campus", "", "---", "%20"]) expect(await findCampus(value)).toBeUndefined();
  });

  test("the placeholder director email of the old data is never shown", async () => {
    const all = await listCampuses();
    const byName = (name: string) => all.find((c) => c.name === name)!;
    expect(publicDirectorEmail(byName("CHAMPS DSEU Okhla-II Campus"))).toBeUndefined();
    expect(publicDirectorEmail(byName("Meerabai DSEU Campus"))).toBeUndefined();
    expect(publicDirectorEmail(byName("G.B. Pant DSEU Okhla-I Campus"))).toBe("director@dseu.ac.in");
  });
});
