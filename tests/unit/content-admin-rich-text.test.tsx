import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RichTextEditor } from "@/components/admin/content/RichTextEditor";
import { RevisionDiffView } from "@/components/admin/content/RevisionDiffView";
import { listPicturesAction, uploadPictureAction } from "@/lib/content/actions";
import { installDialogPolyfill } from "../helpers/dialog-polyfill";

jest.mock("@/lib/content/actions", () => ({
  uploadPictureAction: jest.fn(),
  uploadPdfAction: jest.fn(),
  listPicturesAction: jest.fn(),
}));

installDialogPolyfill();
// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
beforeAll(() => {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

async function renderEditor(value = "<p>Hello</p>") {
  const onChange = jest.fn();
  render(<RichTextEditor id="body-en" label="Body, English" value={value} onChange={onChange} />);
  const toolbar = await screen.findByRole("toolbar", { name: "Body, English: formatting" });
  return { onChange, toolbar, area: screen.getByRole("textbox", { name: "Body, English" }) };
}

describe("the rich-text editor", () => {
  test("the editing area is a labelled multi-line textbox in the field's language", async () => {
    const { area } = await renderEditor();
    expect(area).toHaveAttribute("aria-multiline", "true");
    expect(area).toHaveAttribute("lang", "en");
    expect(area).toHaveTextContent("Hello");
  });

  test("the toolbar is one Tab stop; arrow keys, Home and End move between its buttons", async () => {
    const { toolbar } = await renderEditor();
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: "ArrowRight" });
    expect(buttons[1]).toHaveFocus();
    fireEvent.keyDown(buttons[1]!, { key: "End" });
    expect(buttons[buttons.length - 1]).toHaveFocus();
    fireEvent.keyDown(buttons[buttons.length - 1]!, { key: "ArrowRight" });
    expect(buttons[0]).toHaveFocus();
  });

  test("toggles say whether they are on; a heading changes the HTML sent", async () => {
    const { toolbar, onChange } = await renderEditor();
    const h2 = within(toolbar).getByRole("button", { name: "Heading level 2" });
    expect(h2).toHaveAttribute("aria-pressed", "false");
    expect(within(toolbar).getByRole("button", { name: "Paragraph" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(h2);
    await waitFor(() => expect(h2).toHaveAttribute("aria-pressed", "true"));
    expect(onChange).toHaveBeenLastCalledWith("<h2>Hello</h2>");
    // Table tools are off outside a table, but stay reachable.
    expect(within(toolbar).getByRole("button", { name: "Add table row" })).toHaveAttribute("aria-disabled", "true");
  });

  test("a callout wraps the paragraph in an aside the sanitiser keeps", async () => {
    const { toolbar, onChange } = await renderEditor();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Warning callout" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<aside class="callout callout-warning"><p>Hello</p></aside>'),
    );
    expect(within(toolbar).getByRole("button", { name: "Warning callout" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a preview link is refused in the link dialog, next to the address (issue 24)", async () => {
    const { toolbar, onChange } = await renderEditor();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a link" });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: "/api/preview?token=abc" } });
    fireEvent.change(within(dialog).getByLabelText(/^Link text/), { target: { value: "The draft" } });
    fireEvent.submit(
      within(dialog)
        .getByLabelText(/^Address/)
        .closest("form")!,
    );
    expect(await within(dialog).findByText(/A preview link cannot be published/)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Address/)).toHaveAttribute("aria-invalid", "true");
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining("/api/preview"));
  });

  test("a picture needs its alt text before it is uploaded", async () => {
    const { toolbar } = await renderEditor();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Picture" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a picture" });
    const file = new File([new Uint8Array([1, 2, 3])], "campus.png", { type: "image/png" });
    fireEvent.change(within(dialog).getByLabelText(/^Upload a picture/), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add picture" }));
    expect(
      await within(dialog).findByText("Describe the picture for people who cannot see it, or mark it as decorative."),
    ).toBeInTheDocument();
    expect(uploadPictureAction).not.toHaveBeenCalled();
  });

  test("a picture already on the site is chosen from the list, with its alt text", async () => {
    jest.mocked(listPicturesAction).mockResolvedValue({
      ok: true,
      pictures: [
        {
          id: "0123456789abcdef01234567",
          src: "/files/0123456789abcdef01234567/okhla.webp",
          name: "okhla.webp",
          sizeBytes: 2048,
          createdAt: "2026-11-01T10:00:00.000Z",
        },
      ],
    });
    const { toolbar, onChange } = await renderEditor();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Picture" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a picture" });
    fireEvent.click(within(dialog).getByLabelText("Choose a picture already on the site"));
    const choice = await within(dialog).findByRole("radio", { name: /okhla\.webp/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add picture" }));
    expect(await within(dialog).findByText("Choose one of the pictures in the list.")).toBeInTheDocument();
    fireEvent.click(choice);
    fireEvent.change(within(dialog).getByLabelText(/^Alt text/), { target: { value: "Students at the Okhla campus" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add picture" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<img src="/files/0123456789abcdef01234567/okhla.webp" alt="Students at the Okhla campus"',
        ),
      ),
    );
    expect(uploadPictureAction).not.toHaveBeenCalled();
  });

  test("a decorative picture needs no alt text and gets an empty one", async () => {
    jest.mocked(listPicturesAction).mockResolvedValue({
      ok: true,
      pictures: [
        {
          id: "0123456789abcdef01234567",
          src: "/files/0123456789abcdef01234567/border.png",
          name: "border.png",
          sizeBytes: 512,
          createdAt: "2026-11-01T10:00:00.000Z",
        },
      ],
    });
    const { toolbar, onChange } = await renderEditor();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Picture" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a picture" });
    fireEvent.click(within(dialog).getByLabelText("Choose a picture already on the site"));
    fireEvent.click(await within(dialog).findByRole("radio", { name: /border\.png/ }));
    fireEvent.click(within(dialog).getByLabelText("The picture is decorative"));
    expect(within(dialog).getByLabelText(/^Alt text/)).toBeDisabled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add picture" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('alt=""')));
  });

  test("the table dialog inserts a table of the size asked for, with a header row", async () => {
    const { toolbar, area } = await renderEditor();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Insert table" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert a table" });
    fireEvent.change(within(dialog).getByLabelText(/^Rows/), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Insert table" }));
    expect(await within(dialog).findByText(/Give a number of rows from 1/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Rows/), { target: { value: "2" } });
    fireEvent.change(within(dialog).getByLabelText(/^Columns/), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Insert table" }));
    await waitFor(() => expect(within(area).getByRole("table")).toBeInTheDocument());
    expect(within(area).getAllByRole("row")).toHaveLength(3);
    expect(within(area).getAllByRole("columnheader")).toHaveLength(4);
    expect(screen.queryByRole("dialog", { name: "Insert a table" })).toBeNull();
  });

  test("a dialog's form never submits the form the editor sits in", async () => {
    const outer = jest.fn((event: Event) => event.preventDefault());
    const onChange = jest.fn();
    render(
      <form onSubmit={(event) => outer(event.nativeEvent)}>
        <RichTextEditor id="body-en" label="Body, English" value="<p>Hello</p>" onChange={onChange} />
      </form>,
    );
    const toolbar = await screen.findByRole("toolbar", { name: "Body, English: formatting" });
    fireEvent.click(within(toolbar).getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a link" });
    expect(dialog.closest("form")).not.toBe(toolbar.closest("form"));
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: "/admission" } });
    fireEvent.change(within(dialog).getByLabelText(/^Link text/), { target: { value: "Admission" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add link" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="/admission"')));
    expect(outer).not.toHaveBeenCalled();
  });

  test("existing content keeps its tables, links and pictures", async () => {
    const html =
      '<h2>Fees</h2><table><tbody><tr><th>Programme</th></tr><tr><td>B.Tech</td></tr></tbody></table><p><a href="/files/aaaaaaaaaaaaaaaaaaaaaaaa/fees.pdf">Fee notice (PDF, 120 KB)</a></p><img src="/files/bbbbbbbbbbbbbbbbbbbbbbbb/a.png" alt="Campus">';
    const { area } = await renderEditor(html);
    expect(within(area).getByRole("table")).toBeInTheDocument();
    expect(within(area).getByRole("link", { name: "Fee notice (PDF, 120 KB)" })).toHaveAttribute(
      "href",
      "/files/aaaaaaaaaaaaaaaaaaaaaaaa/fees.pdf",
    );
    expect(within(area).getByRole("img", { name: "Campus" })).toBeInTheDocument();
  });
});

describe("the difference between two revisions", () => {
  test("added and removed text are marked, and named in words", () => {
    const revision = {
      id: "r",
      itemId: "i",
      version: 1,
      action: "save" as const,
      data: {} as never,
      createdBy: "e",
      createdAt: "2026-01-01T00:00:00Z",
    };
    render(
      <RevisionDiffView
        type="admission-popup"
        diff={{
          from: revision,
          to: { ...revision, version: 2 },
          fields: [
            {
              field: "items.0.href",
              parts: [
                { value: "/admission/result/diploma/" },
                { value: "round4", removed: true },
                { value: "round5", added: true },
              ],
            },
          ],
        }}
      />,
    );
    // The field is named by the editor's labels, not by its path in the data.
    expect(screen.getByText("Item 1 › PDF, site path or https link")).toBeInTheDocument();
    expect(screen.queryByText("items.0.href")).not.toBeInTheDocument();
    expect(document.querySelector("del")).toHaveTextContent("[removed: round4]");
    expect(document.querySelector("ins")).toHaveTextContent("[added: round5]");
    // The labels are on the page, not only for screen readers.
    expect(screen.getByText("removed:")).not.toHaveClass("sr-only");
  });
});
