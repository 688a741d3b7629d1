import { z } from "zod";
import { hrefSchema, httpsUrlSchema, isoDateSchema, isoDateTimeSchema } from "./links";
import { localizedText, optionalLocalizedText, withoutEmptyHindi } from "./localized";
import { pictureSchema } from "./picture";
import { sanitizeRichText } from "./rich-text";
import { PAGE_FIELDS } from "./page-fields";
import { pageAddressProblem } from "./page-address";
import { ZONES, type Zone } from "../campuses/zones";
import { startingDateSchema } from "./popup-date";

/**
 * The data of each content type, one zod schema per type. Services parse every draft with the
 * schema of its type, so what is stored is always valid; the admin forms and /api/v1 share them.
 */

/** Rich text: HTML that the server sanitises on every save (never stored as typed). */
export const richTextSchema = z
  .object({
    en: z.string().max(200_000, "The text is too long."),
    hi: z.string().max(200_000, "The text is too long.").optional(),
    hiFrom: z.unknown().optional(),
  })
  .transform(({ en, hi, hiFrom }) =>
    withoutEmptyHindi({ en: sanitizeRichText(en), hi: hi ? sanitizeRichText(hi) : "", hiFrom }),
  );

export { pictureSchema };

export const linkSchema = z.object({ label: localizedText({ max: 300 }), href: hrefSchema });

const ordered = <T extends z.ZodType>(item: T, max = 100) => z.array(item).max(max, `At most ${max} entries.`);

/** A breadcrumb before the page itself. */
const crumbSchema = z.object({ name: localizedText({ max: 200 }), path: hrefSchema });

/**
 * A content page at its own route. `body` is the free text; `fields` holds the structured parts
 * of a page whose layout is special (timelines, tables, people lists), parsed with that page's
 * own schema from ./page-fields.
 */
export const pageDataSchema = z
  .object({
    path: z
      .string()
      .trim()
      .superRefine((path, ctx) => {
        const problem = pageAddressProblem(path);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    title: localizedText({ max: 200 }),
    summary: localizedText({ max: 400 }),
    lead: optionalLocalizedText({ max: 600 }).optional(),
    crumbs: ordered(crumbSchema, 6).default([]),
    body: richTextSchema,
    fields: z.record(z.string(), z.json()).default({}),
    /** The day the text was last checked against the facts; shown as "Last updated". */
    lastReviewed: isoDateSchema,
  })
  .transform((page, ctx) => {
    const special = PAGE_FIELDS.get(page.path);
    if (!special) return page;
    const result = special.schema.safeParse(page.fields);
    if (result.success) return { ...page, fields: result.data as Record<string, z.core.util.JSONType> };
    for (const issue of result.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["fields", ...issue.path] });
    return z.NEVER;
  });

export const homeDataSchema = z.object({
  headerBanners: ordered(pictureSchema, 10),
  banner: z.object({
    picture: pictureSchema,
    lead: localizedText({ max: 600 }),
    buttons: ordered(linkSchema, 4),
  }),
  leaderDesks: ordered(
    z.object({
      office: z.string().trim().min(1).max(60),
      heading: localizedText({ max: 200 }),
      knowMore: hrefSchema,
    }),
    4,
  ),
  socialLinks: ordered(z.object({ name: z.string().trim().min(1).max(60), href: httpsUrlSchema }), 12),
  youtubeChannels: ordered(z.object({ name: localizedText({ max: 120 }), href: httpsUrlSchema }), 12),
  videos: ordered(z.object({ title: localizedText({ max: 300 }), href: httpsUrlSchema }), 30),
  /** The picture of each zone's card in the campuses block. */
  zonePictures: z.object(
    Object.fromEntries(ZONES.map((zone) => [zone, pictureSchema])) as Record<Zone, typeof pictureSchema>,
  ),
});

export const achievementsDataSchema = z.object({
  items: ordered(
    z.object({ title: localizedText({ max: 200 }), text: localizedText({ max: 600 }), picture: pictureSchema }),
    40,
  ),
});

export const partnersDataSchema = z.object({
  items: ordered(
    z.object({
      name: localizedText({ max: 200 }),
      href: httpsUrlSchema,
      /** The partner's own logo, where the university has one; none is drawn in its place. */
      logo: pictureSchema.optional(),
    }),
    100,
  ),
});

export const newsDataSchema = z.object({
  items: ordered(
    z.object({
      date: isoDateSchema,
      title: localizedText({ max: 300 }),
      summary: localizedText({ max: 800 }),
      link: linkSchema.optional(),
      /** A photograph of the event itself, where the university has one. */
      picture: pictureSchema.optional(),
    }),
    100,
  ),
});

export const eventsDataSchema = z.object({
  items: ordered(
    z.object({
      title: localizedText({ max: 300 }),
      /** A photograph of such an event, where the university has one; no drawing stands in for the people. */
      picture: pictureSchema.optional(),
    }),
    40,
  ),
});

/**
 * One entry of the admission pop-up: a heading, a link (uploaded PDF, site path or https), an
 * optional starting date (a day, YYYY-MM-DD; ./popup-date.ts reads the old free text).
 */
export const admissionPopupItemSchema = z.object({
  heading: localizedText({ max: 200 }),
  label: localizedText({ max: 300 }),
  href: hrefSchema,
  /** The uploaded PDF behind `href`, when it is one (for the text-layer check). */
  fileId: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
  startingDate: startingDateSchema.optional(),
});

export const admissionPopupDataSchema = z
  .object({
    heading: localizedText({ max: 200 }),
    enabled: z.boolean(),
    showFrom: isoDateTimeSchema.optional(),
    showUntil: isoDateTimeSchema.optional(),
    items: ordered(admissionPopupItemSchema, 10).min(1, "Add at least one item."),
  })
  .refine((data) => !data.showFrom || !data.showUntil || Date.parse(data.showFrom) < Date.parse(data.showUntil), {
    message: "Show-until must be after show-from.",
    path: ["showUntil"],
  });

const documentLinkSchema = z.object({
  label: localizedText({ max: 300 }),
  href: hrefSchema,
  fileId: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
});

/** A tender's document issued on a day (a corrigendum, the pre-bid minutes). */
const datedDocumentLinkSchema = documentLinkSchema.extend({ date: isoDateSchema });

export const tenderDataSchema = z.object({
  /** GeM bid number, e.g. GEM/2025/B/6290806. */
  number: z.string().trim().min(1, "Give the bid number.").max(80),
  title: localizedText({ max: 600 }),
  department: localizedText({ max: 200 }),
  category: z.string().trim().min(1).max(60),
  startDate: isoDateSchema,
  /** Day bids close, India time. */
  closingDate: isoDateSchema,
  /** HH:MM India time; without it bids close at the end of the day. */
  closingTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:MM.")
    .optional(),
  /** Minutes of the pre-bid meeting: a dated PDF or link. Optional: most tenders, and every older one, have none. */
  preBidMinutes: ordered(datedDocumentLinkSchema, 10).optional(),
  corrigenda: ordered(datedDocumentLinkSchema, 30),
  /** True when the notice said a corrigendum was issued, even if it is not attached here. */
  corrigendumIssued: z.boolean().default(false),
  bidDocuments: ordered(documentLinkSchema, 30),
});

/** A menu entry: a link, or a heading over entries (the main menu has two levels below the bar). */
const navLeafSchema = z.object({
  label: localizedText({ max: 120 }),
  href: hrefSchema,
  external: z.boolean().optional(),
});
// An entry with neither an address nor entries under it would show as a button that opens nothing.
const leadsSomewhere = (entry: { href?: string; children?: unknown[] }) =>
  Boolean(entry.href) || Boolean(entry.children?.length);
const leadsSomewhereMessage = { message: "Give the entry an address, or entries under it.", path: ["href"] };
const navGroupSchema = z
  .object({
    label: localizedText({ max: 120 }),
    href: hrefSchema.optional(),
    external: z.boolean().optional(),
    children: ordered(navLeafSchema, 30).optional(),
  })
  .refine(leadsSomewhere, leadsSomewhereMessage);
const navTopSchema = z
  .object({
    label: localizedText({ max: 120 }),
    href: hrefSchema.optional(),
    external: z.boolean().optional(),
    children: ordered(navGroupSchema, 30).optional(),
  })
  .refine(leadsSomewhere, leadsSomewhereMessage);

export const navigationDataSchema = z.object({
  main: ordered(navTopSchema, 20),
  utility: ordered(navLeafSchema, 20),
  footerColumns: ordered(z.object({ heading: localizedText({ max: 120 }), links: ordered(navLeafSchema, 30) }), 6),
  searchSuggestions: ordered(navLeafSchema, 20),
});

/**
 * The Web Information Manager GIGW asks every government site to name, with contacts. Empty until
 * the university names one: the pages then say so instead of showing a person.
 */
export const webInformationManagerSchema = z.object({
  name: optionalLocalizedText({ max: 200 }),
  designation: optionalLocalizedText({ max: 200 }),
  email: z.union([z.literal(""), z.email("Enter an email address, or leave it empty.")]),
  phone: z
    .string()
    .trim()
    .max(40, "At most 40 characters.")
    .regex(/^[0-9+()\-\s]*$/, "Digits, spaces, +, - and brackets only."),
});

export const siteSettingsDataSchema = z.object({
  address: localizedText({ max: 300 }),
  mapUrl: httpsUrlSchema,
  website: httpsUrlSchema,
  helpdeskEmail: z.email(),
  admissionHelpdeskEmail: z.email(),
  rtiEmail: z.email(),
  copyrightYear: z.number().int().min(2020).max(2100),
  webInformationManager: webInformationManagerSchema,
  /** The outside portals the frame and the programme pages link to; their addresses change with the portals' hosts. */
  portals: z.object({
    studentLogin: httpsUrlSchema,
    facultyLogin: httpsUrlSchema,
    admissionsAfter10th: httpsUrlSchema,
    admissionsAfter12th: httpsUrlSchema,
    admissionsAfterBachelor: httpsUrlSchema,
    tenders: httpsUrlSchema,
  }),
});

/** Every content type with its schema. Types marked `single` have exactly one item (key = the type). */
export const CONTENT_TYPE_SCHEMAS = {
  page: pageDataSchema,
  home: homeDataSchema,
  achievements: achievementsDataSchema,
  partners: partnersDataSchema,
  news: newsDataSchema,
  events: eventsDataSchema,
  "admission-popup": admissionPopupDataSchema,
  tender: tenderDataSchema,
  navigation: navigationDataSchema,
  "site-settings": siteSettingsDataSchema,
} as const;

export type ContentType = keyof typeof CONTENT_TYPE_SCHEMAS;
export const CONTENT_TYPES = Object.keys(CONTENT_TYPE_SCHEMAS) as ContentType[];
export const SINGLE_ITEM_TYPES: readonly ContentType[] = [
  "home",
  "achievements",
  "partners",
  "news",
  "events",
  "admission-popup",
  "navigation",
  "site-settings",
];

/** The stored (parsed) data of a type. */
export type ContentData<T extends ContentType> = z.output<(typeof CONTENT_TYPE_SCHEMAS)[T]>;
/** What a form or API client sends for a type. */
export type ContentInput<T extends ContentType> = z.input<(typeof CONTENT_TYPE_SCHEMAS)[T]>;

export type PageData = ContentData<"page">;
export type HomeData = ContentData<"home">;
export type AdmissionPopupData = ContentData<"admission-popup">;
export type TenderData = ContentData<"tender">;
export type NavigationData = ContentData<"navigation">;
export type SiteSettingsData = ContentData<"site-settings">;

/** The /api/v1/content/{segment} names of the types. */
export const API_SEGMENTS: Record<string, ContentType> = {
  pages: "page",
  home: "home",
  achievements: "achievements",
  partners: "partners",
  news: "news",
  events: "events",
  "admission-popup": "admission-popup",
  tenders: "tender",
  navigation: "navigation",
  "site-settings": "site-settings",
};

const versionSchema = z.number({ message: "Send the version you edited." }).int().min(1);

/** Save a draft: the whole data of the type (parsed with its schema by the service) and the version edited. */
export const saveDraftInputSchema = z.object({ data: z.unknown(), version: versionSchema });

/** PUT /api/v1/content/pages/{id}: only the named fields change. */
export const pagePatchInputSchema = z.object({
  title: z.union([z.string(), z.object({ en: z.string(), hi: z.string().optional() })]).optional(),
  summary: z.union([z.string(), z.object({ en: z.string(), hi: z.string().optional() })]).optional(),
  body: z.union([z.string(), z.object({ en: z.string(), hi: z.string().optional() })]).optional(),
  version: versionSchema,
});

/** Optional for the workflow steps: when given, the step fails if someone saved since. */
export const workflowInputSchema = z.object({ version: versionSchema.optional() });

export const sendBackInputSchema = z.object({
  comment: z.string().trim().min(1, "Say what should change.").max(2000),
  version: versionSchema.optional(),
});

export const unpublishInputSchema = z.object({
  reason: z.string().trim().min(1, "Say why it is taken down.").max(2000),
});

/** Both times optional; null clears one. publishAt applies to the approved draft. */
export const scheduleInputSchema = z
  .object({
    publishAt: isoDateTimeSchema.nullable().optional(),
    unpublishAt: isoDateTimeSchema.nullable().optional(),
    version: versionSchema.optional(),
  })
  .refine(
    (input) => !input.publishAt || !input.unpublishAt || Date.parse(input.publishAt) < Date.parse(input.unpublishAt),
    {
      message: "Unpublish-at must be after publish-at.",
      path: ["unpublishAt"],
    },
  );

export const createItemInputSchema = z.object({ data: z.unknown() });
