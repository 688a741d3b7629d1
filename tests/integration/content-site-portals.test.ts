/**
 * The outside portals (Samarth logins, the admission portals) are part of the site settings staff
 * keep: seeded from content/site.ts, refused by field when not an https address, published like the
 * rest of the settings, and added from the seed to settings that staff saved before they moved.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { contentItems } from "@/lib/db/schema";
import { seedContent } from "@/lib/content/seed";
import { ContentValidationError } from "@/lib/content/errors";
import { findPublished } from "@/lib/content/queries";
import { getContentItem, publish, saveDraft } from "@/lib/content/service";
import type { SiteSettingsData } from "@/lib/content/schema";
import { portals } from "@/content/site";
import { actorOf, type ApiTestContext, setupApiTest } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
const actor = (role: "Editor" | "Publisher") => actorOf(context, role);

async function settingsItem() {
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "site-settings"), eq(contentItems.key, "site-settings")));
  return getContentItem(actor("Editor"), row!.id);
}

const livePortals = async () => (await findPublished("site-settings", "site-settings"))!.data.portals;

describe("the site settings' portals", () => {
  it("are seeded with the university's portal addresses", async () => {
    expect(await livePortals()).toEqual({
      studentLogin: portals.studentLogin,
      facultyLogin: portals.facultyLogin,
      admissionsAfter10th: portals.admissionsAfter10th,
      admissionsAfter12th: portals.admissionsAfter12th,
      admissionsAfterBachelor: portals.admissionsAfterBachelor,
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
