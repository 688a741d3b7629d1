/**
 * Parts that moved from code into content items: the outside portals (Samarth logins, the admission
 * portals) of the site settings and the zone pictures of the home blocks. They are seeded, refused
 * by field when wrong, published like the rest of their item, and added from the seed to an item
 * that staff saved before they moved.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { contentItems } from "@/lib/db/schema";
import { seedContent } from "@/lib/content/seed";
import { ContentValidationError } from "@/lib/content/errors";
import { findPublished } from "@/lib/content/queries";
import { getContentItem, publish, saveDraft } from "@/lib/content/service";
import type { ContentData, SiteSettingsData } from "@/lib/content/schema";
import { portals } from "@/lib/db/seed/content/site";
import { campusPictures } from "@/lib/db/seed/content/home";
import { GEM_PORTAL } from "@/lib/db/seed/content/tenders";
import { actorOf, type ApiTestContext, setupApiTest } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
const actor = (role: "Editor" | "Publisher") => actorOf(context, role);

async function singleItem(type: "site-settings" | "home") {
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, type)));
  return getContentItem(actor("Editor"), row!.id);
}
const settingsItem = () => singleItem("site-settings");

const livePortals = async () => (await findPublished("site-settings", "site-settings"))!.data.portals;

describe("the site settings' portals", () => {
  it("are seeded with the university's portal addresses", async () => {
    expect(await livePortals()).toEqual({
      studentLogin: portals.studentLogin,
      facultyLogin: portals.facultyLogin,
      admissionsAfter10th: portals.admissionsAfter10th,
      admissionsAfter12th: portals.admissionsAfter12th,
      admissionsAfterBachelor: portals.admissionsAfterBachelor,
      tenders: GEM_PORTAL,
    });
  });

  it("refuse an address that is not https by its field, and keep the item unchanged", async () => {
    const item = await settingsItem();
    const draft = item.draft as SiteSettingsData;
    const error = await saveDraft(actor("Editor"), item.id, {
      data: { ...draft, portals: { ...draft.portals, facultyLogin: "javascript:alert(1)", studentLogin: "" } },
      version: item.version,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    const fields = (error as ContentValidationError).problems.map((p) => p.field).sort();
    expect(fields).toEqual(["portals.facultyLogin", "portals.studentLogin"]);
    expect((await settingsItem()).version).toBe(item.version);
  });

  it("change for visitors once a Publisher publishes the draft", async () => {
    const item = await settingsItem();
    const draft = item.draft as SiteSettingsData;
    const moved = "https://dseu.samarth.edu.in/index.php/site/login-new";
    const saved = await saveDraft(actor("Editor"), item.id, {
      data: { ...draft, portals: { ...draft.portals, studentLogin: moved } },
      version: item.version,
    });
    expect((await livePortals()).studentLogin).toBe(portals.studentLogin);
    await publish(actor("Publisher"), item.id, { version: saved.version });
    expect((await livePortals()).studentLogin).toBe(moved);
  });

  it("are added from the seed to settings staff saved before they moved, keeping the staff's values", async () => {
    const item = await settingsItem();
    const withoutPortals = (data: unknown) => {
      const { portals: _portals, ...rest } = data as SiteSettingsData;
      return { ...rest, rtiEmail: "rti-office@dseu.ac.in" };
    };
    await db()
      .update(contentItems)
      .set({ seeded: false, draft: withoutPortals(item.draft), published: withoutPortals(item.published) })
      .where(eq(contentItems.id, item.id));

    expect(await seedContent(db())).toBe(1);

    const after = await settingsItem();
    expect(after.version).toBe(item.version + 1);
    for (const data of [after.draft, after.published] as SiteSettingsData[]) {
      expect(data.rtiEmail).toBe("rti-office@dseu.ac.in");
      expect(data.portals.facultyLogin).toBe(portals.facultyLogin);
    }
    // Portals that staff have are never replaced.
    expect(await seedContent(db())).toBe(0);
  });
});

describe("the home blocks' zone pictures", () => {
  type HomeData = ContentData<"home">;

  it("are seeded, one per zone, as decorative pictures", async () => {
    const home = (await findPublished("home", "home"))!.data;
    expect(home.zonePictures.north).toEqual({ ...campusPictures.north, alt: { en: "" } });
    expect(Object.keys(home.zonePictures).sort()).toEqual(["central", "east", "north", "south", "west"]);
  });

  it("refuse a picture that is not on this site", async () => {
    const item = await singleItem("home");
    const draft = item.draft as HomeData;
    const error = await saveDraft(actor("Editor"), item.id, {
      data: {
        ...draft,
        zonePictures: { ...draft.zonePictures, east: { ...draft.zonePictures.east, src: "https://example.org/x.png" } },
      },
      version: item.version,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).problems.map((p) => p.field)).toEqual(["zonePictures.east.src"]);
  });

  it("are added from the seed to home blocks staff saved before they moved", async () => {
    const item = await singleItem("home");
    const withoutZonePictures = (data: unknown) => {
      const { zonePictures: _zonePictures, ...rest } = data as HomeData;
      return rest;
    };
    await db()
      .update(contentItems)
      .set({ seeded: false, draft: withoutZonePictures(item.draft), published: withoutZonePictures(item.published) })
      .where(eq(contentItems.id, item.id));

    expect(await seedContent(db())).toBe(1);
    const after = await singleItem("home");
    for (const data of [after.draft, after.published] as HomeData[])
      expect(data.zonePictures.west.src).toBe(campusPictures.west.src);
  });
});
