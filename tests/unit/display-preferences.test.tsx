import { createHash } from "node:crypto";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DisplayControls } from "@/components/layout/DisplayControls";
import messages from "@/messages/en.json";
import { contentSecurityPolicy, DISPLAY_SCRIPT_HASH } from "@/lib/http/security-headers";
import {
  chooseHighContrast,
  chooseTextSize,
  CONTRAST_KEY,
  DISPLAY_PREFERENCES_SCRIPT,
  HIGH_CONTRAST_CLASS,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_KEY,
} from "@/lib/display/preferences";

const root = document.documentElement;
const runInlineScript = () => new Function(DISPLAY_PREFERENCES_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  root.classList.remove(HIGH_CONTRAST_CLASS);
});

describe("the inline script", () => {
  test("applies the stored text size and contrast to <html>", () => {
    localStorage.setItem(TEXT_SIZE_KEY, "large");
    localStorage.setItem(CONTRAST_KEY, "high");
    runInlineScript();
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe("large");
    expect(root.classList.contains(HIGH_CONTRAST_CLASS)).toBe(true);
  });

  test("ignores what it does not know, and survives storage that refuses to be read", () => {
    localStorage.setItem(TEXT_SIZE_KEY, "gigantic");
    localStorage.setItem(CONTRAST_KEY, "yes");
    runInlineScript();
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
    expect(root.classList.contains(HIGH_CONTRAST_CLASS)).toBe(false);

    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runInlineScript).not.toThrow();
    getItem.mockRestore();
  });

  test("is allowed by the Content-Security-Policy through the hash of its exact text", () => {
    const expected = `'sha256-${createHash("sha256").update(DISPLAY_PREFERENCES_SCRIPT).digest("base64")}'`;
    expect(DISPLAY_SCRIPT_HASH).toBe(expected);
    const scriptSrc = contentSecurityPolicy("abc", { development: false, https: true })
      .split("; ")
      .find((d) => d.startsWith("script-src "));
    expect(scriptSrc?.split(" ")).toContain(expected);
  });
});

test("a choice is applied at once and remembered; the defaults leave nothing behind", () => {
  chooseTextSize("small");
  chooseHighContrast(true);
  expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe("small");
  expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe("small");
  expect(localStorage.getItem(CONTRAST_KEY)).toBe("high");
  chooseTextSize("normal");
  chooseHighContrast(false);
  expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  expect(root.classList.contains(HIGH_CONTRAST_CLASS)).toBe(false);
  expect(localStorage.length).toBe(0);
});

test("the controls are toggle buttons in a labelled group, pressed for the choice in force", async () => {
  localStorage.setItem(TEXT_SIZE_KEY, "large");
  runInlineScript();
  render(
    <ul>
      <DisplayControls
        labels={{
          textSize: messages.display.textSize,
          small: messages.display.smaller,
          normal: messages.display.normal,
          large: messages.display.larger,
          highContrast: messages.display.highContrast,
        }}
      />
    </ul>,
  );
  const group = screen.getByRole("group", { name: "Text size" });
  const larger = screen.getByRole("button", { name: "A+ (larger text)" });
  expect(group).toContainElement(larger);
  expect(larger).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "A (normal text size)" })).toHaveAttribute("aria-pressed", "false");

  fireEvent.click(screen.getByRole("button", { name: "A- (smaller text)" }));
  expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe("small");
  expect(await screen.findByRole("button", { name: "A- (smaller text)", pressed: true })).toBeInTheDocument();
  expect(larger).toHaveAttribute("aria-pressed", "false");

  const contrast = screen.getByRole("button", { name: "High contrast" });
  expect(contrast).toHaveAttribute("aria-pressed", "false");
  fireEvent.click(contrast);
  expect(await screen.findByRole("button", { name: "High contrast", pressed: true })).toBe(contrast);
  expect(root.classList.contains(HIGH_CONTRAST_CLASS)).toBe(true);

  // Another copy of the controls (or a script) changing <html> is reflected too.
  act(() => chooseHighContrast(false));
  expect(await screen.findByRole("button", { name: "High contrast", pressed: false })).toBeInTheDocument();
});
