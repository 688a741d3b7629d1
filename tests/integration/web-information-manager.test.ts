/**
 * The Web Information Manager GIGW asks the site to name: site settings staff edit, seeded empty
 * (the facts name no one), refused by field when wrong, shown once published, and added empty to
 * settings staff saved before the fields existed.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { contentItems } from "@/lib/db/schema";
import { seedContent } from "@/lib/content/seed";
import { ContentValidationError } from "@/lib/content/errors";
import { getContentItem, publish, saveDraft } from "@/lib/content/service";
import type { SiteSettingsData } from "@/lib/content/schema";
import { webInformationManager } from "@/lib/content/site-contacts";
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

describe("the Web Information Manager", () => {
  it("is seeded empty, so the pages say the university has still to name one", async () => {
    expect(((await settingsItem()).published as SiteSettingsData).webInformationManager).toEqual({
      name: { en: "" },
      designation: { en: "" },
      email: "",
      phone: "",
    });
    expect(await webInformationManager("en")).toBeUndefined();
  });

  it("refuses a wrong email and phone by field, and keeps the item unchanged", async () => {
    const item = await settingsItem();
    const draft = item.draft as SiteSettingsData;
    const error = await saveDraft(actor("Editor"), item.id, {
      data: {
        ...draft,
        webInformationManager: { ...draft.webInformationManager, email: "wim at dseu", phone: "call" },
      },
      version: item.version,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    const fields = (error as ContentValidationError).problems.map((p) => p.field).sort();
    expect(fields).toEqual(["webInformationManager.email", "webInformationManager.phone"]);
    expect((await settingsItem()).version).toBe(item.version);
  });

  it("is shown in the page's language once a Publisher publishes it", async () => {
    const item = await settingsItem();
    const draft = item.draft as SiteSettingsData;
    const manager = {
      name: { en: "A. Officer" },
      designation: { en: "Deputy Registrar (IT)", hi: "उप कुलसचिव (आईटी)" },
      email: "wim@dseu.ac.in",
      phone: "+91 11 2345 6789",
    };
    const saved = await saveDraft(actor("Editor"), item.id, {
      data: { ...draft, webInformationManager: manager },
      version: item.version,
    });
    expect(await webInformationManager("en")).toBeUndefined();
    await publish(actor("Publisher"), item.id, { version: saved.version });
    expect(await webInformationManager("hi")).toEqual({
      name: { text: "A. Officer", lang: "en" },
      designation: { text: "उप कुलसचिव (आईटी)" },
      email: "wim@dseu.ac.in",
      phone: "+91 11 2345 6789",
    });
  });

  it("is added empty to settings staff saved before it existed, keeping the staff's values", async () => {
    const item = await settingsItem();
    const without = (data: unknown) => {
      const { webInformationManager: _manager, ...rest } = data as SiteSettingsData;
      return { ...rest, rtiEmail: "rti-office@dseu.ac.in" };
    };
    await db()
      .update(contentItems)
      .set({ seeded: false, draft: without(item.draft), published: without(item.published) })
      .where(eq(contentItems.id, item.id));

    expect(await seedContent(db())).toBe(1);

    const after = await settingsItem();
    for (const data of [after.draft, after.published] as SiteSettingsData[]) {
      expect(data.rtiEmail).toBe("rti-office@dseu.ac.in");
      expect(data.webInformationManager.email).toBe("");
    }
    expect(await seedContent(db())).toBe(0);
  });
});
