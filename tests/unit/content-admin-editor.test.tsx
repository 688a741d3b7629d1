import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ContentEditor } from "@/components/admin/content/ContentEditor";
import type { ItemState } from "@/lib/content/item-state";
import {
  checkDraftAction,
  saveDraftAction,
  sendBackAction,
  submitForReviewAction,
  unpublishAction,
  uploadPdfAction,
} from "@/lib/content/actions";
import { installDialogPolyfill } from "../helpers/dialog-polyfill";
import { englishMark } from "@/lib/content/hindi-source";

jest.mock("@/lib/content/actions", () => ({
  saveDraftAction: jest.fn(),
  checkDraftAction: jest.fn(),
  submitForReviewAction: jest.fn(),
  publishAction: jest.fn(),
  sendBackAction: jest.fn(),
  unpublishAction: jest.fn(),
  scheduleAction: jest.fn(),
  previewLinkAction: jest.fn(),
  uploadPictureAction: jest.fn(),
  uploadPdfAction: jest.fn(),
}));

installDialogPolyfill();
// The editor renders many controls; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

const ITEM: ItemState = {
  id: "0123456789abcdef01234567",
  status: "published",
  version: 3,
  updatedAt: "2026-01-10T05:00:00.000Z",
  updatedBy: "editor@example.org",
  reviewComment: null,
  publishAt: null,
  unpublishAt: null,
  publishedAt: "2026-01-10T05:00:00.000Z",
  publishedBy: "publisher@example.org",
  hasPublished: true,
  hasScheduled: false,
  staleHindi: [],
};

const POPUP = {
  heading: { en: "Admission Notifications" },
  enabled: true,
  items: [
    {
      heading: { en: "Diploma" },
      label: { en: "Round 4 result" },
      href: "/admission/result/diploma/round4",
      startingDate: { en: "" },
    },
    {
      heading: { en: "UG, B.Tech and PG" },
      label: { en: "Walk-in guidelines" },
      href: "/files/aaaaaaaaaaaaaaaaaaaaaaaa/walk-in.pdf",
      fileId: "aaaaaaaaaaaaaaaaaaaaaaaa",
      startingDate: { en: "03.09.2025" },
    },
  ],
};

function renderPopup(item: Partial<ItemState> = {}, canPublish = false) {
  return render(
    <ContentEditor
      type="admission-popup"
      item={{ ...ITEM, ...item }}
      draft={POPUP}
      canPublish={canPublish}
      href="/admin/content/admission-popup/x"
    />,
  );
}

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

beforeEach(() => jest.clearAllMocks());

describe("bilingual fields", () => {
  test("each text has an English input and a Hindi one marked lang=hi; English is required", () => {
    renderPopup();
    const heading = screen.getAllByRole("group", { name: "Heading" })[0]!;
    const english = within(heading).getByLabelText("English");
    const hindi = within(heading).getByLabelText(/Hindi/);
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toBeRequired();
    expect(english).toHaveValue("Admission Notifications");
    expect(hindi).toHaveAttribute("lang", "hi");
    expect(hindi).not.toBeRequired();
  });
});

describe("Hindi written for an earlier English", () => {
  const staleDraft = {
    ...POPUP,
    items: [
      {
        ...POPUP.items[0],
        label: { en: "Round 4 result", hi: "राउंड 3 परिणाम", hiFrom: englishMark("Round 3 result") },
      },
      { ...POPUP.items[1], label: { en: "Walk-in guidelines", hi: "वॉक-इन दिशानिर्देश" } },
    ],
  };
  const renderStale = () =>
    render(
      <ContentEditor
        type="admission-popup"
        item={{ ...ITEM, staleHindi: ["items.0.label"] }}
        draft={staleDraft}
        canPublish
        href="/admin/content/admission-popup/x"
      />,
    );

  test("is listed above the form with a link to the field, and marked at the field", () => {
    renderStale();
    const summary = screen.getByRole("region", { name: "Hindi out of date in 1 field" });
    expect(within(summary).getByRole("link", { name: "Item 1 › Link text" })).toHaveAttribute(
      "href",
      "#f-items-0-label",
    );
    const field = screen.getAllByRole("group", { name: "Link text" })[0]!;
    expect(within(field).getByText(/Hindi out of date: the English changed/)).toBeInTheDocument();
  });

  test("confirming that it still fits sends the mark of the current English", async () => {
    mocked(saveDraftAction).mockResolvedValue({ ok: true, message: "Draft saved.", item: ITEM });
    renderStale();
    const field = screen.getAllByRole("group", { name: "Link text" })[0]!;
    fireEvent.click(within(field).getByRole("checkbox", { name: /^Still correct: keep this translation/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Draft saved.");
    const data = mocked(saveDraftAction).mock.calls[0]![2];
    expect((data.items as { label: object }[])[0]!.label).toEqual({
      en: "Round 4 result",
      hi: "राउंड 3 परिणाम",
      hiFrom: englishMark("Round 4 result"),
    });
  });

  test("typing new Hindi takes the mark away; changing the English of a translated field warns before saving", () => {
    renderStale();
    const [stale, translated] = screen.getAllByRole("group", { name: "Link text" });
    fireEvent.change(within(stale!).getByLabelText(/^Hindi/), { target: { value: "राउंड 4 परिणाम" } });
    expect(within(stale!).queryByText(/Hindi out of date/)).not.toBeInTheDocument();
    expect(within(translated!).queryByText(/You changed the English/)).not.toBeInTheDocument();
    fireEvent.change(within(translated!).getByLabelText("English"), { target: { value: "Walk-in rules" } });
    expect(within(translated!).getByText(/You changed the English/)).toBeInTheDocument();
  });
});

describe("ordering a list by keyboard", () => {
  test("Move down swaps two items, keeps focus on the moved item and says so", () => {
    renderPopup();
    const down = screen.getByRole("button", { name: "Move down Item 1: Round 4 result" });
    expect(screen.getByRole("button", { name: "Move up Item 1: Round 4 result" })).toBeDisabled();
    act(() => down.focus());
    fireEvent.click(down);
    expect(screen.getByRole("button", { name: "Move up Item 2: Round 4 result" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Move down Item 1: Walk-in guidelines" })).toBeEnabled();
    expect(screen.getByText("Round 4 result moved to position 2 of 2.")).toBeInTheDocument();
  });

  test("Add appends an empty item", () => {
    renderPopup();
    fireEvent.click(screen.getByRole("button", { name: "Add item to Items" }));
    expect(screen.getByText("Item 3", { selector: "summary" })).toBeInTheDocument();
    expect(screen.getByText("Item 3 added at the end.")).toBeInTheDocument();
  });
});

describe("saving", () => {
  test("the changed data and the version edited are sent; success says visitors see the old version", async () => {
    mocked(saveDraftAction).mockResolvedValue({
      ok: true,
      message: "Draft saved. Visitors still see the published version.",
      item: { ...ITEM, status: "draft", version: 4 },
      warnings: [],
    });
    renderPopup();
    const link = screen.getAllByLabelText("PDF, site path or https link")[0]!;
    fireEvent.change(link, { target: { value: "/admission/result/diploma/round5" } });
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Draft saved. Visitors still see the published version.");
    const [id, type, data, version] = mocked(saveDraftAction).mock.calls[0]!;
    expect([id, type, version]).toEqual([ITEM.id, "admission-popup", 3]);
    expect((data.items as { href: string }[])[0]!.href).toBe("/admission/result/diploma/round5");
    expect(screen.getByText("All changes saved.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Status: Draft/ })).toBeInTheDocument();
  });

  test("typing an address replaces an uploaded PDF's file id", async () => {
    mocked(saveDraftAction).mockResolvedValue({ ok: true, message: "Saved", item: ITEM });
    renderPopup();
    fireEvent.change(screen.getAllByLabelText("PDF, site path or https link")[1]!, {
      target: { value: "https://example.org/guidelines" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Saved");
    const data = mocked(saveDraftAction).mock.calls[0]![2];
    expect((data.items as { fileId?: string }[])[1]!.fileId).toBeUndefined();
  });

  test("field-level messages mark their input and are listed with links; the text typed stays", async () => {
    mocked(saveDraftAction).mockResolvedValue({
      ok: false,
      message: "There is a problem with 1 field.",
      fieldErrors: { "items.0.label.en": "Write the English text." },
    });
    renderPopup();
    const english = screen
      .getAllByLabelText("English")
      .find((input) => (input as HTMLInputElement).value === "Round 4 result")!;
    fireEvent.change(english, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByRole("alert");
    // The message names the field by the labels on the form, not by its path in the data.
    expect(
      within(alert).getByRole("link", { name: "Item 1 › Link text (English): Write the English text." }),
    ).toHaveAttribute("href", "#f-items-0-label-en");
    expect(alert).not.toHaveTextContent("items.0");
    expect(english).toHaveAttribute("aria-invalid", "true");
    expect(english).toHaveAccessibleDescription(/Write the English text/);
  });

  test("the starting date is a date input: an old free-text day shows as that day, a new one is sent as YYYY-MM-DD, a refused one is marked at the field", async () => {
    mocked(saveDraftAction).mockResolvedValueOnce({ ok: true, message: "Saved", item: ITEM });
    renderPopup();
    const [first, second] = screen.getAllByLabelText(/^Starting date/);
    expect(first).toHaveAttribute("type", "date");
    expect(first).toHaveValue("");
    expect(first).not.toBeRequired();
    // Stored as { en: "03.09.2025" } before the field was a date.
    expect(second).toHaveValue("2025-09-03");
    fireEvent.change(first!, { target: { value: "2025-10-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Saved");
    const items = mocked(saveDraftAction).mock.calls[0]![2].items as { startingDate?: unknown }[];
    expect(items[0]!.startingDate).toBe("2025-10-01");

    mocked(saveDraftAction).mockResolvedValueOnce({
      ok: false,
      message: "There is a problem with 1 field.",
      fieldErrors: { "items.1.startingDate": "Use a real date, for example 2025-09-03." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("link", { name: /Starting date.*: Use a real date, for example 2025-09-03\./ }),
    ).toBeInTheDocument();
    expect(second).toHaveAttribute("aria-invalid", "true");
    expect(second).toHaveAccessibleDescription(/Use a real date/);
  });

  test("a conflict names who saved first and keeps what was typed", async () => {
    mocked(saveDraftAction).mockResolvedValue({
      ok: false,
      conflict: true,
      message:
        "publisher@example.org saved a newer version (version 4) on 10 Jan 2026, 11:00 IST, after you opened this one. Nothing was overwritten.",
    });
    renderPopup();
    const english = screen.getAllByLabelText("English")[0]!;
    fireEvent.change(english, { target: { value: "Admissions 2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("publisher@example.org saved a newer version");
    expect(alert).toHaveTextContent("Your changes are still in the form below.");
    expect(english).toHaveValue("Admissions 2026");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });
});

describe("an upload bound to its item", () => {
  test("a PDF chosen for an item goes into that item though the item is moved while it uploads", async () => {
    let finish!: (answer: Awaited<ReturnType<typeof uploadPdfAction>>) => void;
    mocked(uploadPdfAction).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    mocked(saveDraftAction).mockResolvedValue({ ok: true, message: "Saved", item: ITEM });
    renderPopup();
    const chooser = screen.getAllByLabelText(/^Or upload a PDF/)[0]!;
    fireEvent.change(chooser, {
      target: { files: [new File(["%PDF-1.7"], "round5.pdf", { type: "application/pdf" })] },
    });
    await waitFor(() => expect(uploadPdfAction).toHaveBeenCalledTimes(1));

    // Item 1 ("Round 4 result") moves below the walk-in item before the upload answers.
    fireEvent.click(screen.getByRole("button", { name: "Move down Item 1: Round 4 result" }));
    expect(screen.getByRole("button", { name: "Move up Item 2: Round 4 result" })).toBeInTheDocument();
    await act(async () =>
      finish({
        ok: true,
        href: "/files/bbbbbbbbbbbbbbbbbbbbbbbb/round5.pdf",
        fileId: "bbbbbbbbbbbbbbbbbbbbbbbb",
        name: "round5.pdf",
        size: 8,
        hasTextLayer: true,
      }),
    );
    await screen.findByText("Uploaded round5.pdf.");

    const links = screen.getAllByLabelText("PDF, site path or https link");
    expect(links[0]).toHaveValue("/files/aaaaaaaaaaaaaaaaaaaaaaaa/walk-in.pdf");
    expect(links[1]).toHaveValue("/files/bbbbbbbbbbbbbbbbbbbbbbbb/round5.pdf");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Saved");
    const items = mocked(saveDraftAction).mock.calls[0]![2].items as {
      label: { en: string };
      href: string;
      fileId?: string;
    }[];
    expect(items.map((item) => [item.label.en, item.href, item.fileId])).toEqual([
      ["Walk-in guidelines", "/files/aaaaaaaaaaaaaaaaaaaaaaaa/walk-in.pdf", "aaaaaaaaaaaaaaaaaaaaaaaa"],
      ["Round 4 result", "/files/bbbbbbbbbbbbbbbbbbbbbbbb/round5.pdf", "bbbbbbbbbbbbbbbbbbbbbbbb"],
    ]);
  });
});

describe("the workflow", () => {
  test("sending for review runs the checks first and asks before sending a draft with problems", async () => {
    mocked(checkDraftAction).mockResolvedValue([
      { field: "items.1.href", code: "pdf-without-text-layer", message: "The PDF “walk-in.pdf” has no text layer." },
    ]);
    mocked(submitForReviewAction).mockResolvedValue({
      ok: true,
      message: "Sent for review.",
      item: { ...ITEM, status: "in_review", version: 4 },
    });
    renderPopup({ status: "draft" });
    fireEvent.click(screen.getByRole("button", { name: "Send for review" }));
    const dialog = await screen.findByRole("dialog", { name: "Send for review with these problems?" });
    expect(within(dialog).getByText("The PDF “walk-in.pdf” has no text layer.")).toBeInTheDocument();
    expect(submitForReviewAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send anyway" }));
    await screen.findByText("Sent for review.");
    expect(submitForReviewAction).toHaveBeenCalledWith(ITEM.id, 3);
  });

  test("an editor cannot approve; a publisher sees approve and send back on a draft in review", () => {
    const { unmount } = renderPopup({ status: "in_review" });
    expect(screen.queryByRole("button", { name: "Approve and publish" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save times" })).not.toBeInTheDocument();
    unmount();
    renderPopup({ status: "in_review" }, true);
    expect(screen.getByRole("button", { name: "Approve and publish" })).toBeEnabled();
    expect(screen.getByLabelText("Comment for the editors")).toBeRequired();
    expect(screen.getByLabelText(/^Publish at/)).toHaveAttribute("type", "datetime-local");
  });

  test("send back shows the comment's message at the comment field", async () => {
    mocked(sendBackAction).mockResolvedValue({
      ok: false,
      message: "Say what should change.",
      fieldErrors: { comment: "Say what should change." },
    });
    renderPopup({ status: "in_review" }, true);
    fireEvent.click(screen.getByRole("button", { name: "Send back" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Comment for the editors")).toHaveAccessibleDescription(/Say what should change/),
    );
  });

  test("emergency unpublish asks for confirmation and a reason, with Cancel focused first", async () => {
    mocked(unpublishAction).mockResolvedValue({
      ok: true,
      message: "Taken down. Visitors no longer see it.",
      item: { ...ITEM, hasPublished: false, version: 4 },
    });
    renderPopup();
    fireEvent.click(screen.getByRole("button", { name: "Unpublish now…" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish now?" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Wrong result link" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await screen.findByText("Taken down. Visitors no longer see it.");
    expect(unpublishAction).toHaveBeenCalledWith(ITEM.id, "Wrong result link");
    expect(screen.queryByRole("button", { name: "Unpublish now…" })).not.toBeInTheDocument();
  });

  test("a draft sent back shows the publisher's comment", () => {
    renderPopup({ status: "draft", reviewComment: "Use the round 5 link." });
    expect(screen.getByTestId("review-comment")).toHaveTextContent("Use the round 5 link.");
  });
});

describe("the menu tree", () => {
  const NAV = {
    main: [
      {
        label: { en: "Admissions" },
        children: [
          { label: { en: "Programmes" }, href: "/programs", children: [] },
          {
            label: { en: "Results" },
            href: "/admission/result",
            children: [
              { label: { en: "Diploma" }, href: "/d" },
              { label: { en: "UG" }, href: "/u" },
            ],
          },
        ],
      },
    ],
    utility: [],
    footerColumns: [],
    searchSuggestions: [],
  };

  test("entries and sub-entries are ordered with buttons at their own level, and saved in that order", async () => {
    mocked(saveDraftAction).mockResolvedValue({ ok: true, message: "Saved", item: ITEM });
    render(
      <ContentEditor type="navigation" item={ITEM} draft={NAV} canPublish={false} href="/admin/content/navigation/x" />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move up Sub-entry 2: UG" }));
    expect(screen.getByRole("button", { name: "Move down Sub-entry 1: UG" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Move up Entry 2: Results" }));
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Saved");
    const data = mocked(saveDraftAction).mock.calls[0]![2] as typeof NAV;
    expect(data.main[0]!.children.map((entry) => entry.label.en)).toEqual(["Results", "Programmes"]);
    expect(data.main[0]!.children[0]!.children.map((entry) => entry.label.en)).toEqual(["UG", "Diploma"]);
  }, 20_000);
});

describe("an optional picture (a partner's logo)", () => {
  const PARTNERS = {
    items: [
      {
        name: { en: "Infosys" },
        href: "https://www.infosys.com",
        logo: {
          src: "/files/aaaaaaaaaaaaaaaaaaaaaaaa/infosys.jpg",
          alt: { en: "Infosys logo" },
          width: 250,
          height: 200,
        },
      },
    ],
  };

  test("Remove leaves it out of the saved data, moves focus to the upload control and asks no alt text", async () => {
    mocked(saveDraftAction).mockResolvedValue({ ok: true, message: "Saved", item: ITEM });
    render(
      <ContentEditor
        type="partners"
        item={ITEM}
        draft={PARTNERS}
        canPublish={false}
        href="/admin/content/partners/x"
      />,
    );
    expect(screen.getByRole("group", { name: /^Logo \(optional\)/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Remove the logo" }));
    const upload = screen.getByLabelText(/^Upload a picture/);
    expect(upload).toHaveFocus();
    expect(upload).not.toBeRequired();
    expect(screen.queryByLabelText(/^Alt text/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Saved");
    const data = mocked(saveDraftAction).mock.calls[0]![2];
    expect((data.items as Record<string, unknown>[])[0]!.logo).toBeUndefined();
  });
});
