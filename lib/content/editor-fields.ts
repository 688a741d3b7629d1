/**
 * The editor form of each content type, written for its zod schema in lib/content/schema.ts:
 * which control edits each part of the data, in the order staff read it. The server parses the
 * result with the schema itself, so the two cannot disagree about what is valid; these only say
 * how the data is laid out on screen. No server-only code: the editor runs in the browser.
 */
import type { ContentType } from "@/lib/content/schema";
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import { ZONES } from "@/lib/campuses/zones";
import { indiaDay } from "@/lib/time";

type Base = { name: string; label: string; hint?: string; optional?: boolean };

export type FieldSpec =
  | (Base & { kind: "text"; inputType?: "text" | "email" | "url" | "tel"; multiline?: boolean; readOnly?: boolean })
  /** English and Hindi: {en, hi?}. */
  | (Base & { kind: "localized"; multiline?: boolean })
  /** Rich text in English and Hindi: {en, hi?} of HTML. */
  | (Base & { kind: "richtext" })
  /** An uploaded picture: {src, alt: {en, hi?}, width, height}. */
  /** `decorative`: the picture only decorates (its text says what it shows), so it needs no alt text. */
  | (Base & { kind: "picture"; decorative?: boolean })
  /** A link target: a site path, an https address, or an uploaded PDF ({href, fileId?} on the parent). */
  | (Base & { kind: "href"; allowPdf?: boolean })
  | (Base & { kind: "date" })
  | (Base & { kind: "time" })
  /** An instant typed in India time. */
  | (Base & { kind: "datetime" })
  | (Base & { kind: "number" })
  | (Base & { kind: "boolean" })
  | (Base & { kind: "group"; fields: FieldSpec[] })
  | (Base & {
      kind: "list";
      itemLabel: string;
      fields: FieldSpec[];
      /** A new entry: an object of the fields, or the value itself where the one field has no name. */
      newItem: () => unknown;
      titleOf?: (item: Record<string, unknown>) => string;
    });

export type TypeInfo = {
  type: ContentType;
  /** Plural or collective name, as the overview lists it. */
  name: string;
  /** Items are created by staff (pages, tenders); the other types have one item each. */
  many: boolean;
  fields: FieldSpec[];
  /** The data of a new item (types with `many`). */
  newData?: () => Record<string, unknown>;
};

const localized = (en = "") => ({ en, hi: "" });
const emptyPicture = () => ({ src: "", alt: localized(), width: 0, height: 0 });
const englishOf = (value: unknown): string =>
  value && typeof value === "object" && "en" in value ? String((value as { en: unknown }).en ?? "") : "";
// A new item's date is today in India, not the UTC day (before 05:30 that was yesterday).
const today = () => indiaDay();

const link = (label = "Link"): FieldSpec => ({
  kind: "group",
  name: "link",
  label,
  optional: true,
  hint: "Leave both empty for no link.",
  fields: [
    { kind: "localized", name: "label", label: "Link text" },
    { kind: "href", name: "href", label: "Address" },
  ],
});

const navLeafFields: FieldSpec[] = [
  { kind: "localized", name: "label", label: "Label" },
  { kind: "href", name: "href", label: "Address" },
  { kind: "boolean", name: "external", label: "Opens another website", optional: true },
];
const newNavLeaf = () => ({ label: localized(), href: "/", external: false });

const documentLinks = (name: string, label: string, itemLabel: string, extra: FieldSpec[] = []): FieldSpec => ({
  kind: "list",
  name,
  label,
  itemLabel,
  titleOf: (item) => englishOf(item.label),
  newItem: () => ({ label: localized(), href: "", ...(extra.length ? { date: today() } : {}) }),
  fields: [
    ...extra,
    { kind: "localized", name: "label", label: "Label" },
    { kind: "href", name: "href", label: "PDF or link", allowPdf: true },
  ],
});

export const TYPE_INFO: Record<ContentType, TypeInfo> = {
  page: {
    type: "page",
    name: "Pages",
    many: true,
    fields: [
      {
        kind: "text",
        name: "path",
        label: "Address on the site",
        readOnly: true,
        hint: "A page keeps its address; it is set when the page is created.",
      },
      {
        kind: "localized",
        name: "title",
        label: "Title",
        hint: "The page's main heading and, with “| DSEU”, its browser title.",
      },
      {
        kind: "localized",
        name: "summary",
        label: "Summary",
        multiline: true,
        hint: "One or two sentences for search engines (the meta description).",
      },
      { kind: "localized", name: "lead", label: "Lead paragraph", multiline: true, optional: true },
      {
        kind: "list",
        name: "crumbs",
        label: "Breadcrumb trail before this page",
        itemLabel: "Breadcrumb",
        titleOf: (item) => englishOf(item.name),
        newItem: () => ({ name: localized(), path: "/" }),
        fields: [
          { kind: "localized", name: "name", label: "Name" },
          { kind: "href", name: "path", label: "Address" },
        ],
      },
      { kind: "richtext", name: "body", label: "Body" },
      {
        kind: "date",
        name: "lastReviewed",
        label: "Last reviewed",
        hint: "The day the text was last checked against the facts; shown as “Last updated”.",
      },
    ],
    newData: () => ({
      path: "/",
      title: localized(),
      summary: localized(),
      lead: localized(),
      crumbs: [],
      body: { en: "<p></p>", hi: "" },
      fields: {},
      lastReviewed: today(),
    }),
  },
  home: {
    type: "home",
    name: "Home blocks",
    many: false,
    fields: [
      {
        kind: "list",
        name: "headerBanners",
        label: "Header banners",
        itemLabel: "Banner",
        newItem: emptyPicture,
        fields: [{ kind: "picture", name: "", label: "Picture" }],
      },
      {
        kind: "group",
        name: "banner",
        label: "Home banner",
        fields: [
          { kind: "picture", name: "picture", label: "Picture" },
          { kind: "localized", name: "lead", label: "Lead text", multiline: true },
          {
            kind: "list",
            name: "buttons",
            label: "Buttons",
            itemLabel: "Button",
            titleOf: (item) => englishOf(item.label),
            newItem: () => ({ label: localized(), href: "/" }),
            fields: [
              { kind: "localized", name: "label", label: "Label" },
              { kind: "href", name: "href", label: "Address" },
            ],
          },
        ],
      },
      {
        kind: "list",
        name: "leaderDesks",
        label: "Leaders' desks",
        itemLabel: "Desk",
        titleOf: (item) => englishOf(item.heading),
        newItem: () => ({ office: "", heading: localized(), knowMore: "/" }),
        fields: [
          { kind: "text", name: "office", label: "Office" },
          { kind: "localized", name: "heading", label: "Heading" },
          { kind: "href", name: "knowMore", label: "“Know more” address" },
        ],
      },
      {
        kind: "list",
        name: "socialLinks",
        label: "Social media links",
        itemLabel: "Social link",
        titleOf: (item) => String(item.name ?? ""),
        newItem: () => ({ name: "", href: "https://" }),
        fields: [
          { kind: "text", name: "name", label: "Network" },
          { kind: "text", name: "href", label: "Address", inputType: "url" },
        ],
      },
      {
        kind: "list",
        name: "youtubeChannels",
        label: "YouTube channels",
        itemLabel: "Channel",
        titleOf: (item) => englishOf(item.name),
        newItem: () => ({ name: localized(), href: "https://" }),
        fields: [
          { kind: "localized", name: "name", label: "Name" },
          { kind: "text", name: "href", label: "Address", inputType: "url" },
        ],
      },
      {
        kind: "list",
        name: "videos",
        label: "Videos",
        itemLabel: "Video",
        titleOf: (item) => englishOf(item.title),
        newItem: () => ({ title: localized(), href: "https://" }),
        fields: [
          { kind: "localized", name: "title", label: "Title" },
          { kind: "text", name: "href", label: "Address", inputType: "url" },
        ],
      },
      {
        kind: "group",
        name: "zonePictures",
        label: "Zone pictures",
        hint: "The picture of each zone's card in the campuses block. The card's heading names the zone, so the pictures need no alt text.",
        fields: ZONES.map((zone): FieldSpec => ({
          kind: "picture",
          decorative: true,
          name: zone,
          label: `${zone.charAt(0).toUpperCase()}${zone.slice(1)} zone`,
        })),
      },
    ],
  },
  "admission-popup": {
    type: "admission-popup",
    name: "Admission pop-up",
    many: false,
    fields: [
      { kind: "localized", name: "heading", label: "Heading" },
      { kind: "boolean", name: "enabled", label: "Show the pop-up on the home page" },
      { kind: "datetime", name: "showFrom", label: "Show from (India time)", optional: true },
      { kind: "datetime", name: "showUntil", label: "Show until (India time)", optional: true },
      {
        kind: "list",
        name: "items",
        label: "Items",
        itemLabel: "Item",
        titleOf: (item) => englishOf(item.label),
        newItem: () => ({ heading: localized(), label: localized(), href: "", startingDate: "" }),
        fields: [
          { kind: "localized", name: "heading", label: "Heading" },
          { kind: "localized", name: "label", label: "Link text" },
          { kind: "href", name: "href", label: "PDF, site path or https link", allowPdf: true },
          {
            kind: "date",
            name: "startingDate",
            label: "Starting date",
            optional: true,
            hint: "Visitors read it as day.month.year, for example 03.09.2025.",
          },
        ],
      },
    ],
  },
  news: {
    type: "news",
    name: "News",
    many: false,
    fields: [
      {
        kind: "list",
        name: "items",
        label: "News items",
        itemLabel: "News item",
        titleOf: (item) => englishOf(item.title),
        newItem: () => ({
          date: today(),
          title: localized(),
          summary: localized(),
          link: { label: localized(), href: "" },
        }),
        fields: [
          { kind: "date", name: "date", label: "Date" },
          { kind: "localized", name: "title", label: "Title" },
          { kind: "localized", name: "summary", label: "Summary", multiline: true },
          link(),
          {
            kind: "picture",
            name: "picture",
            label: "Photograph",
            optional: true,
            hint: "A photograph of the event itself. Without one, the news item is shown as text.",
          },
        ],
      },
    ],
  },
  events: {
    type: "events",
    name: "Student events",
    many: false,
    fields: [
      {
        kind: "list",
        name: "items",
        label: "Events",
        itemLabel: "Event",
        titleOf: (item) => englishOf(item.title),
        newItem: () => ({ title: localized() }),
        fields: [
          { kind: "localized", name: "title", label: "Title" },
          {
            kind: "picture",
            name: "picture",
            label: "Photograph",
            optional: true,
            hint: "A photograph of such an event. Without one, the title is shown alone.",
          },
        ],
      },
    ],
  },
  achievements: {
    type: "achievements",
    name: "Achievements",
    many: false,
    fields: [
      {
        kind: "list",
        name: "items",
        label: "Achievements",
        itemLabel: "Achievement",
        titleOf: (item) => englishOf(item.title),
        newItem: () => ({ title: localized(), text: localized(), picture: emptyPicture() }),
        fields: [
          { kind: "localized", name: "title", label: "Title" },
          { kind: "localized", name: "text", label: "Text", multiline: true },
          { kind: "picture", name: "picture", label: "Picture" },
        ],
      },
    ],
  },
  partners: {
    type: "partners",
    name: "Partners",
    many: false,
    fields: [
      {
        kind: "list",
        name: "items",
        label: "Partners",
        itemLabel: "Partner",
        titleOf: (item) => englishOf(item.name),
        newItem: () => ({ name: localized(), href: "https://" }),
        fields: [
          { kind: "localized", name: "name", label: "Name" },
          { kind: "text", name: "href", label: "Website", inputType: "url" },
          {
            kind: "picture",
            name: "logo",
            label: "Logo",
            optional: true,
            hint: "The partner's own logo. Without one, the name is shown alone.",
          },
        ],
      },
    ],
  },
  tender: {
    type: "tender",
    name: "Tenders",
    many: true,
    fields: [
      {
        kind: "text",
        name: "number",
        label: "Bid number",
        readOnly: true,
        hint: "Set when the tender is created; it cannot change.",
      },
      { kind: "localized", name: "title", label: "Title", multiline: true },
      { kind: "localized", name: "department", label: "Department" },
      { kind: "text", name: "category", label: "Category" },
      { kind: "date", name: "startDate", label: "Start date" },
      { kind: "date", name: "closingDate", label: "Closing date" },
      {
        kind: "time",
        name: "closingTime",
        label: "Closing time (India time)",
        optional: true,
        hint: "Without a time, bids close at the end of the day.",
      },
      documentLinks("preBidMinutes", "Pre-bid minutes", "Minutes", [{ kind: "date", name: "date", label: "Date" }]),
      documentLinks("corrigenda", "Corrigenda", "Corrigendum", [{ kind: "date", name: "date", label: "Date" }]),
      { kind: "boolean", name: "corrigendumIssued", label: "A corrigendum was issued (even if not attached here)" },
      documentLinks("bidDocuments", "Bid documents", "Bid document"),
    ],
    newData: () => ({
      number: "",
      title: localized(),
      department: localized(),
      category: "",
      startDate: today(),
      closingDate: today(),
      preBidMinutes: [],
      corrigenda: [],
      corrigendumIssued: false,
      bidDocuments: [],
    }),
  },
  navigation: {
    type: "navigation",
    name: "Menus",
    many: false,
    fields: [
      {
        kind: "list",
        name: "main",
        label: "Main menu",
        itemLabel: "Menu",
        titleOf: (item) => englishOf(item.label),
        newItem: () => ({ label: localized(), children: [] }),
        fields: [
          { kind: "localized", name: "label", label: "Label" },
          { kind: "href", name: "href", label: "Address", optional: true },
          {
            kind: "list",
            name: "children",
            label: "Entries",
            itemLabel: "Entry",
            titleOf: (item) => englishOf(item.label),
            newItem: () => ({ ...newNavLeaf(), children: [] }),
            fields: [
              ...navLeafFields.map((field) => (field.name === "href" ? { ...field, optional: true } : field)),
              {
                kind: "list",
                name: "children",
                label: "Sub-entries",
                itemLabel: "Sub-entry",
                titleOf: (item) => englishOf(item.label),
                newItem: newNavLeaf,
                fields: navLeafFields,
              },
            ],
          },
        ],
      },
      {
        kind: "list",
        name: "utility",
        label: "Utility links",
        itemLabel: "Link",
        titleOf: (item) => englishOf(item.label),
        newItem: newNavLeaf,
        fields: navLeafFields,
      },
      {
        kind: "list",
        name: "footerColumns",
        label: "Footer columns",
        itemLabel: "Column",
        titleOf: (item) => englishOf(item.heading),
        newItem: () => ({ heading: localized(), links: [] }),
        fields: [
          { kind: "localized", name: "heading", label: "Heading" },
          {
            kind: "list",
            name: "links",
            label: "Links",
            itemLabel: "Link",
            titleOf: (item) => englishOf(item.label),
            newItem: newNavLeaf,
            fields: navLeafFields,
          },
        ],
      },
      {
        kind: "list",
        name: "searchSuggestions",
        label: "Search suggestions",
        itemLabel: "Suggestion",
        titleOf: (item) => englishOf(item.label),
        newItem: newNavLeaf,
        fields: navLeafFields,
      },
    ],
  },
  "site-settings": {
    type: "site-settings",
    name: "Site settings",
    many: false,
    fields: [
      { kind: "localized", name: "address", label: "Postal address", multiline: true },
      { kind: "text", name: "mapUrl", label: "Map link", inputType: "url" },
      { kind: "text", name: "website", label: "Website", inputType: "url" },
      { kind: "text", name: "helpdeskEmail", label: "Help desk email", inputType: "email" },
      { kind: "text", name: "admissionHelpdeskEmail", label: "Admission help desk email", inputType: "email" },
      { kind: "text", name: "rtiEmail", label: "RTI email", inputType: "email" },
      { kind: "number", name: "copyrightYear", label: "Copyright year" },
      {
        kind: "group",
        name: "webInformationManager",
        label: "Web Information Manager",
        hint: "The officer GIGW asks the site to name, shown on the contact and help pages. Leave empty until the university names one.",
        fields: [
          { kind: "localized", name: "name", label: "Name" },
          { kind: "localized", name: "designation", label: "Designation" },
          { kind: "text", name: "email", label: "Email", inputType: "email" },
          { kind: "text", name: "phone", label: "Phone", inputType: "tel" },
        ],
      },
      {
        kind: "group",
        name: "portals",
        label: "Portals",
        hint: "The outside portals that the header, the faculty sign-in and the programme pages link to.",
        fields: [
          { kind: "text", name: "studentLogin", label: "Student login (Samarth)", inputType: "url" },
          { kind: "text", name: "facultyLogin", label: "Faculty login (Samarth)", inputType: "url" },
          {
            kind: "text",
            name: "admissionsAfter10th",
            label: "Admissions portal: Diploma, after class 10",
            inputType: "url",
          },
          {
            kind: "text",
            name: "admissionsAfter12th",
            label: "Admissions portal: UG and B.Tech, after class 12",
            inputType: "url",
          },
          { kind: "text", name: "admissionsAfterBachelor", label: "Admissions portal: PG", inputType: "url" },
          {
            kind: "text",
            name: "tenders",
            label: "Tender portal (GeM)",
            hint: "Where the tenders page sends bidders for a tender without bid documents here.",
            inputType: "url",
          },
        ],
      },
    ],
  },
};

/** What a new page or tender needs before its first save; the rest is filled in the editor. */
export type NewItemField = {
  name: string;
  label: string;
  hint?: string;
  localized?: boolean;
  multiline?: boolean;
  maxLength: number;
};
export const NEW_ITEM_FIELDS: Partial<Record<ContentType, NewItemField[]>> = {
  page: [
    {
      name: "path",
      label: "Address on the site",
      hint: "Starts with one /, for example /about-us/history: letters, digits, - and _ between the slashes, and not an address the site already uses. A page keeps its address.",
      maxLength: 200,
    },
    { name: "title", label: "Title (English)", localized: true, maxLength: 200 },
    {
      name: "summary",
      label: "Summary (English)",
      hint: "One or two sentences for search engines.",
      localized: true,
      multiline: true,
      maxLength: 400,
    },
  ],
  tender: [
    {
      name: "number",
      label: "Bid number",
      hint: "For example GEM/2025/B/6290806. It cannot change later.",
      maxLength: 80,
    },
    { name: "title", label: "Title (English)", localized: true, multiline: true, maxLength: 600 },
    { name: "department", label: "Department (English)", localized: true, maxLength: 200 },
    { name: "category", label: "Category", hint: "For example Goods or Services.", maxLength: 60 },
  ],
};

/** The types in the order the overview lists them. */
export const TYPE_ORDER: ContentType[] = [
  "page",
  "home",
  "admission-popup",
  "news",
  "events",
  "achievements",
  "partners",
  "tender",
  "navigation",
  "site-settings",
];

/** The URL segment of a type on the admin pages (the API's plural names). */
export const TYPE_SEGMENT: Record<ContentType, string> = {
  page: "pages",
  home: "home",
  "admission-popup": "admission-popup",
  news: "news",
  events: "events",
  achievements: "achievements",
  partners: "partners",
  tender: "tenders",
  navigation: "navigation",
  "site-settings": "site-settings",
};

export function typeOfSegment(segment: string | undefined): ContentType | undefined {
  return TYPE_ORDER.find((type) => TYPE_SEGMENT[type] === segment);
}

/**
 * The controls of an item: its type's, and for a page with a special layout (lib/content/page-fields)
 * its structured parts after the body.
 */
export function fieldsFor(type: ContentType, data: Record<string, unknown>): FieldSpec[] {
  const fields = TYPE_INFO[type].fields;
  const special = type === "page" ? PAGE_FIELDS.get(String(data.path)) : undefined;
  if (!special) return fields;
  const parts: FieldSpec = {
    kind: "group",
    name: "fields",
    label: "Structured parts of the page",
    hint: "The tables and lists this page shows after its body.",
    fields: special.specs,
  };
  const body = fields.findIndex((field) => field.name === "body");
  return [...fields.slice(0, body + 1), parts, ...fields.slice(body + 1)];
}
