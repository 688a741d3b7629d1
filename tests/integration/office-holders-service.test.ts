/**
 * Staff changes to office holders (the declared kind's service, lib/records/service.ts) on a seeded database: who may
 * change one, the problem of each field, the office key that cannot change, saves that would
 * overwrite another editor's (409 naming them), revisions and their restore, the audit entry, the
 * caches dropped, and the public read showing the change. Adding one (a free office key) and
 * deleting one, refused while a page names its office.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, desc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, contentItems, officeHolders } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { publicPagesGeneration } from "@/lib/cache/page-generation";
import { RecordConflictError } from "@/lib/reference/errors";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";
import { recordService } from "@/lib/records/service";
import type { Actor } from "@/lib/auth/actor";
import { actorOf, ANONYMOUS, type ApiTestContext, setupApiTest } from "./api-helpers";

const {
  get: getEditableOfficeHolder,
  create: createOfficeHolder,
  update: updateOfficeHolder,
  remove: deleteOfficeHolder,
  revisions: listOfficeHolderRevisions,
  restore: restoreOfficeHolderRevision,
  list,
} = recordService(OFFICE_HOLDERS);
const listEditableOfficeHolders = async (actor: Actor) => (await list(actor, { perPage: 200 })).items;

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;
type Role = "Admin" | "Editor" | "Publisher" | "Faculty" | "Admissions";
const actor = (role: Role) => actorOf(context, role);

async function holder(office: string) {
  const [row] = await db().select({ id: officeHolders.id }).from(officeHolders).where(eq(officeHolders.office, office));
  if (!row) throw new Error(`no office ${office}`);
  return getEditableOfficeHolder(actor("Admin"), row.id);
}

const shown = async (office: string) => (await listOfficeHolders()).find((h) => h.office === office);

describe("who may change an office holder", () => {
  it("refuses anonymous callers (401), Faculty and Admissions (403) on every read and write", async () => {
    const registrar = await holder("registrar");
    const change = { name: "Someone Else", updatedAt: registrar.updatedAt };
    for (const [who, error] of [
      [ANONYMOUS, UnauthorizedError],
      [actor("Faculty"), ForbiddenError],
      [actor("Admissions"), ForbiddenError],
    ] as const) {
      await expect(updateOfficeHolder(who, registrar.id, change)).rejects.toThrow(error);
      await expect(getEditableOfficeHolder(who, registrar.id)).rejects.toThrow(error);
      await expect(listEditableOfficeHolders(who)).rejects.toThrow(error);
      await expect(listOfficeHolderRevisions(who, registrar.id)).rejects.toThrow(error);
      await expect(restoreOfficeHolderRevision(who, registrar.id, "0123456789abcdef01234567")).rejects.toThrow(error);
    }
    expect((await holder("registrar")).name).toBe(registrar.name);
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])("lets the %s role change one", async (role) => {
    const office = await holder("dean-research");
    const phone = `+91 11 2345 ${role.length}000`;
    const saved = await updateOfficeHolder(actor(role), office.id, { phone, updatedAt: office.updatedAt });
    expect(saved.phone).toBe(phone);
    expect(saved.updatedAt).not.toBe(office.updatedAt);
    expect(await listOfficeHolderRevisions(actor(role), office.id)).not.toHaveLength(0);
  });

  it("lists every office holder in page order for staff", async () => {
    const all = await listEditableOfficeHolders(actor("Editor"));
    expect(all.slice(0, 3).map((h) => h.office)).toEqual(["chancellor", "vice-chancellor", "registrar"]);
    expect(all.map((h) => h.position)).toEqual([...all.map((h) => h.position)].sort((a, b) => a - b));
  });
});

describe("validation", () => {
  it("names every field's problem", async () => {
    const office = await holder("coe");
    const failure = await updateOfficeHolder(actor("Editor"), office.id, {
      title: " ",
      name: "x".repeat(201),
      email: "not an email",
      phone: "call me",
      message: 5,
      position: 1.5,
      updatedAt: office.updatedAt,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      title: "Enter the title.",
      name: "Keep the name to 200 characters or fewer.",
      email: "Enter an email address like name@dseu.ac.in, or leave it empty.",
      phone: "Use digits, spaces, +, - and brackets only, like +91 11 2345 6789.",
      message: "Give the message as text.",
      position: "Give the position as a whole number.",
    });
    expect((failure as ValidationError).message).toBe("title: Enter the title.");
  });

  it("refuses a change of the office key and requires the updatedAt the editor started from", async () => {
    const office = await holder("coe");
    await expect(
      updateOfficeHolder(actor("Editor"), office.id, { office: "registrar", updatedAt: office.updatedAt }),
    ).rejects.toMatchObject({
      status: 400,
      message: "There is no field office (the office and the id cannot change).",
    });
    await expect(updateOfficeHolder(actor("Editor"), office.id, { name: "X" })).rejects.toMatchObject({
      status: 400,
      field: "updatedAt",
    });
    expect((await holder("coe")).office).toBe("coe");
  });

  it("answers 404 for an office holder that does not exist", async () => {
    await expect(
      updateOfficeHolder(actor("Editor"), "0123456789abcdef01234567", { updatedAt: new Date().toISOString() }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("a save", () => {
  it("refuses to overwrite a newer save, naming who made it and when", async () => {
    const office = await holder("cof");
    const first = await updateOfficeHolder(actor("Publisher"), office.id, {
      email: "cof@dseu.ac.in",
      updatedAt: office.updatedAt,
    });
    const stale = updateOfficeHolder(actor("Editor"), office.id, { email: "", updatedAt: office.updatedAt });
    await expect(stale).rejects.toThrow(RecordConflictError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      current: { updatedBy: context.users.Publisher.email, updatedAt: first.updatedAt },
    });
    expect((await holder("cof")).email).toBe("cof@dseu.ac.in");
  });

  it("writes the fields, audits what changed, drops the caches, and the public read shows it", async () => {
    const registrar = await holder("registrar");
    const generation = await publicPagesGeneration();
    const saved = await updateOfficeHolder(actor("Editor"), registrar.id, {
      title: "Registrar (Acting)",
      titleHi: "कुलसचिव (कार्यवाहक)",
      name: "Dr. New Registrar",
      email: "registrar@dseu.ac.in",
      message: "A new message from the Registrar.",
      messageHi: "कुलसचिव का नया संदेश।",
      updatedAt: registrar.updatedAt,
    });
    expect(saved).toMatchObject({ id: registrar.id, office: "registrar", name: "Dr. New Registrar" });

    const [entry, ...others] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "office-holder.update"), eq(auditLog.entityId, registrar.id)));
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ actor: context.users.Editor.email, entityType: "office-holder" });
    expect(entry!.before).toMatchObject({ name: registrar.name, messageHi: null });
    expect(entry!.after).toMatchObject({ name: "Dr. New Registrar", messageHi: "कुलसचिव का नया संदेश।" });
    expect(entry!.after).not.toHaveProperty("position");

    expect(revalidateTag).toHaveBeenCalledWith("office-holders", { expire: 0 });
    expect(await publicPagesGeneration()).toBe(generation + 1);
    expect(await shown("registrar")).toEqual({
      office: "registrar",
      title: "Registrar (Acting)",
      titleHi: "कुलसचिव (कार्यवाहक)",
      name: "Dr. New Registrar",
      email: "registrar@dseu.ac.in",
      phone: "",
      message: "A new message from the Registrar.",
      messageHi: "कुलसचिव का नया संदेश।",
    });
  });

  it("stores an emptied Hindi text as none, and writes nothing when nothing changed", async () => {
    const office = await holder("director-iqac");
    const saved = await updateOfficeHolder(actor("Editor"), office.id, {
      titleHi: "  ",
      email: office.email,
      updatedAt: office.updatedAt,
    });
    expect(saved.updatedAt).toBe(office.updatedAt);
    expect(saved.titleHi).toBeNull();
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, office.id))).toHaveLength(0);
  });
});

describe("revisions", () => {
  it("keeps the seeded state and each save, and restores one as a new save", async () => {
    const office = await holder("vice-chancellor");
    const first = await updateOfficeHolder(actor("Editor"), office.id, {
      message: "First rewrite.",
      updatedAt: office.updatedAt,
    });
    await updateOfficeHolder(actor("Publisher"), office.id, { message: "Second rewrite.", updatedAt: first.updatedAt });

    const revisions = await listOfficeHolderRevisions(actor("Editor"), office.id);
    expect(revisions.map((r) => [r.action, r.data.message])).toEqual([
      ["update", "Second rewrite."],
      ["update", "First rewrite."],
      ["initial", office.message],
    ]);
    expect(revisions[0]!.createdBy).toBe(context.users.Publisher.email);
    expect(revisions[0]!.changes.map((change) => change.field)).toEqual(["message"]);

    const restored = await restoreOfficeHolderRevision(actor("Editor"), office.id, revisions[2]!.id);
    expect(restored).toMatchObject({ office: "vice-chancellor", message: office.message });
    expect((await listOfficeHolderRevisions(actor("Editor"), office.id))[0]).toMatchObject({
      action: "restore",
      createdBy: context.users.Editor.email,
    });
    expect((await shown("vice-chancellor"))?.message).toBe(office.message);
    await expect(
      restoreOfficeHolderRevision(actor("Editor"), office.id, "0123456789abcdef01234567"),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("adding and deleting an office holder", () => {
  const NEW = { office: "dean-fdst", title: "Dean, Faculty of Design", name: "Prof. A. New Dean" };
  const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error) as Promise<ValidationError>;

  it("lets only staff who may edit add or delete one", async () => {
    const target = await holder("dean-fmes");
    const version = { updatedAt: target.updatedAt };
    for (const [who, error] of [
      [ANONYMOUS, UnauthorizedError],
      [actor("Faculty"), ForbiddenError],
      [actor("Admissions"), ForbiddenError],
    ] as const) {
      await expect(createOfficeHolder(who, NEW)).rejects.toThrow(error);
      await expect(deleteOfficeHolder(who, target.id, version)).rejects.toThrow(error);
    }
    expect(await db().select().from(officeHolders).where(eq(officeHolders.office, NEW.office))).toHaveLength(0);
    expect(await shown("dean-fmes")).toBeDefined();
  });

  it("names what a new one lacks, a malformed or taken office key, and unknown fields", async () => {
    const lacking = await failure(createOfficeHolder(actor("Editor"), { title: "Dean" }));
    expect(lacking).toBeInstanceOf(ValidationError);
    expect(Object.keys(lacking.fieldErrors).sort()).toEqual(["name", "office"]);
    for (const office of ["Dean-X", "dean-", "dean x", "-dean"]) {
      const malformed = await failure(createOfficeHolder(actor("Editor"), { ...NEW, office }));
      expect(malformed.fieldErrors.office).toMatch(/Use lowercase letters, digits and single hyphens/);
    }
    const taken = await failure(createOfficeHolder(actor("Editor"), { ...NEW, office: "registrar" }));
    expect(taken.fieldErrors).toEqual({
      office: expect.stringMatching(/already has the office key registrar; give this office another\./),
    });
    const badPosition = await failure(createOfficeHolder(actor("Editor"), { ...NEW, position: -1 }));
    expect(badPosition.fieldErrors.position).toBe("Give a position of 0 or more.");
    await expect(createOfficeHolder(actor("Editor"), { ...NEW, id: "x" })).rejects.toThrow(/There is no field id/);
    expect(await shown(NEW.office)).toBeUndefined();
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])(
    "lets the %s role add one, after the others, that the public read shows at once; audited and kept",
    async (role) => {
      const office = `dean-${role.toLowerCase()}`;
      const [last] = await db().select().from(officeHolders).orderBy(desc(officeHolders.position)).limit(1);
      const generation = await publicPagesGeneration();
      const added = await createOfficeHolder(actor(role), { ...NEW, office, titleHi: "डीन" });
      expect(added).toMatchObject({ ...NEW, office, titleHi: "डीन", email: "", messageHi: null });
      expect(added.position).toBe(last!.position + 1);
      expect(revalidateTag).toHaveBeenCalledWith("office-holders", { expire: 0 });
      expect(await publicPagesGeneration()).toBe(generation + 1);
      expect((await listOfficeHolders()).at(-1)).toMatchObject({ office, name: NEW.name, titleHi: "डीन" });

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "office-holder.create"), eq(auditLog.entityId, added.id)));
      expect(entry?.actor).toBe(context.users[role].email);
      expect((await listOfficeHolderRevisions(actor(role), added.id)).map((r) => r.action)).toEqual(["create"]);
    },
  );

  it("deletes one only at the version the editor saw, keeping what it held in the audit log", async () => {
    const added = await holder("dean-editor");
    const stale = new Date(Date.parse(added.updatedAt) - 1000).toISOString();
    await expect(deleteOfficeHolder(actor("Editor"), added.id, { updatedAt: stale })).rejects.toThrow(
      RecordConflictError,
    );
    await expect(deleteOfficeHolder(actor("Editor"), added.id, {})).rejects.toThrow(ValidationError);

    await deleteOfficeHolder(actor("Publisher"), added.id, { updatedAt: added.updatedAt });
    expect(await shown("dean-editor")).toBeUndefined();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "office-holder.delete"), eq(auditLog.entityId, added.id)));
    expect(entry?.before).toMatchObject({ office: "dean-editor", name: NEW.name, titleHi: "डीन" });
    await expect(deleteOfficeHolder(actor("Editor"), added.id, { updatedAt: added.updatedAt })).rejects.toThrow(
      /Cannot find office holder/,
    );
  });

  it("deletes a holder whose office only a prefix takes in (dean- on the academic chart)", async () => {
    const dean = await holder("dean-fmes");
    await deleteOfficeHolder(actor("Editor"), dean.id, { updatedAt: dean.updatedAt });
    expect(await shown("dean-fmes")).toBeUndefined();
  });

  it("refuses, naming the pages and deleting nothing, while an officer's page or a page's stored parts name the office", async () => {
    const cof = await holder("cof");
    const leader = await failure(deleteOfficeHolder(actor("Admin"), cof.id, { updatedAt: cof.updatedAt }));
    expect(leader).toBeInstanceOf(ConflictError);
    expect(leader.message).toMatch(/^The office cof is named by the page \/administration\/cof, whose subject it is\./);
    expect(leader.message).toMatch(/Nothing was deleted/);

    const legal = await holder("jd-legal");
    const named = await failure(deleteOfficeHolder(actor("Editor"), legal.id, { updatedAt: legal.updatedAt }));
    expect(named).toBeInstanceOf(ConflictError);
    expect(named.message).toBe(
      "The office jd-legal is named by the page /administration/Support-Services (draft, published). Nothing was deleted: take the office out of those pages first, or change who holds it instead.",
    );

    const vc = await holder("vice-chancellor");
    const desk = await failure(deleteOfficeHolder(actor("Editor"), vc.id, { updatedAt: vc.updatedAt }));
    expect(desk.message).toMatch(/the home page \(draft, published\)/);

    // A draft alone that names it keeps it too.
    const added = await createOfficeHolder(actor("Editor"), { ...NEW, office: "jd-drafted" });
    const [page] = await db()
      .select()
      .from(contentItems)
      .where(eq(contentItems.key, "/administration/Support-Services"));
    const draft = page!.draft as { fields: { services: { offices: string[] }[] } };
    draft.fields.services[0]!.offices.push("jd-drafted");
    await db().update(contentItems).set({ draft }).where(eq(contentItems.id, page!.id));
    const drafted = await failure(deleteOfficeHolder(actor("Editor"), added.id, { updatedAt: added.updatedAt }));
    expect(drafted.message).toBe(
      "The office jd-drafted is named by the page /administration/Support-Services (draft). Nothing was deleted: take the office out of those pages first, or change who holds it instead.",
    );
    for (const office of ["cof", "jd-legal", "vice-chancellor", "jd-drafted"])
      expect(await shown(office)).toBeDefined();
  });
});
