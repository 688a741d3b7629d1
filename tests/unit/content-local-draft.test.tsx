import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  LOCAL_DRAFT_INTERVAL_MS,
  clearLocalDrafts,
  findLocalDraft,
  localDraftKey,
  useKeepUnsavedWork,
  writeLocalDraft,
} from "@/components/admin/content/local-draft";

/** The browser's copy of an unsaved draft (issue 26 item 1): kept, offered back, forgotten on save. */
beforeEach(() => localStorage.clear());

describe("the local copy of an unsaved draft", () => {
  test("is kept per item and starting version, and offered only when it differs from the saved draft", () => {
    writeLocalDraft("item1", 4, { title: "Changed" });
    expect(localStorage.getItem(localDraftKey("item1", 4))).toContain('"Changed"');
    expect(findLocalDraft("item1", { title: "Saved" })).toMatchObject({
      itemId: "item1",
      version: 4,
      data: { title: "Changed" },
    });
    expect(findLocalDraft("item2", { title: "Saved" })).toBeUndefined();
    // A copy equal to what the server holds is stale: removed, not offered.
    expect(findLocalDraft("item1", { title: "Changed" })).toBeUndefined();
    expect(localStorage.getItem(localDraftKey("item1", 4))).toBeNull();
  });

  test("the newest copy is offered; a broken one is ignored; clearing removes only that item's copies", () => {
    localStorage.setItem(
      localDraftKey("item1", 3),
      JSON.stringify({ itemId: "item1", version: 3, savedAt: "2026-11-01T10:00:00.000Z", data: { title: "Older" } }),
    );
    localStorage.setItem(
      localDraftKey("item1", 4),
      JSON.stringify({ itemId: "item1", version: 4, savedAt: "2026-11-02T10:00:00.000Z", data: { title: "Newer" } }),
    );
    localStorage.setItem(localDraftKey("item1", 5), "{not json");
    writeLocalDraft("item2", 1, { title: "Other" });
    expect(findLocalDraft("item1", { title: "Saved" })?.data).toEqual({ title: "Newer" });
    clearLocalDrafts("item1");
    expect(findLocalDraft("item1", { title: "Saved" })).toBeUndefined();
    expect(findLocalDraft("item2", { title: "Saved" })?.data).toEqual({ title: "Other" });
  });
});

function Editor({ dirty, data }: { dirty: boolean; data: Record<string, unknown> }) {
  const { saved } = useKeepUnsavedWork({ itemId: "item1", version: 2, data, dirty });
  return (
    <div>
      <a href="https://example.org/content">Content</a>
      <a href="#field">To the field</a>
      <div contentEditable suppressContentEditableWarning>
        <a href="https://example.org/admission">A link in the text</a>
      </div>
      <button type="button" onClick={saved}>
        Saved
      </button>
    </div>
  );
}

describe("while there are unsaved changes", () => {
  test("the copy is written every few seconds, and forgotten at once on save", () => {
    jest.useFakeTimers();
    try {
      render(<Editor dirty data={{ title: "Typed" }} />);
      expect(localStorage.getItem(localDraftKey("item1", 2))).toBeNull();
      act(() => jest.advanceTimersByTime(LOCAL_DRAFT_INTERVAL_MS));
      expect(localStorage.getItem(localDraftKey("item1", 2))).toContain('"Typed"');
      fireEvent.click(screen.getByRole("button", { name: "Saved" }));
      expect(localStorage.getItem(localDraftKey("item1", 2))).toBeNull();
      act(() => jest.advanceTimersByTime(LOCAL_DRAFT_INTERVAL_MS * 2));
      expect(localStorage.getItem(localDraftKey("item1", 2))).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test("leaving by a link asks first; staying stops the link; links within the page or the text do not ask", () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    try {
      render(<Editor dirty data={{ title: "Typed" }} />);
      const leave = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      screen.getByRole("link", { name: "Content" }).dispatchEvent(leave);
      expect(confirm).toHaveBeenCalledWith("You have unsaved changes. Leave this page and lose them?");
      expect(leave.defaultPrevented).toBe(true);
      confirm.mockClear();
      fireEvent.click(screen.getByRole("link", { name: "To the field" }));
      fireEvent.click(screen.getByRole("link", { name: "A link in the text" }));
      expect(confirm).not.toHaveBeenCalled();
    } finally {
      confirm.mockRestore();
    }
  });

  test("nothing asks once the changes are saved", () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    try {
      render(<Editor dirty={false} data={{ title: "Saved" }} />);
      fireEvent.click(screen.getByRole("link", { name: "Content" }));
      expect(confirm).not.toHaveBeenCalled();
    } finally {
      confirm.mockRestore();
    }
  });
});
