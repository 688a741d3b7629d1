/**
 * The visitor's display choices offered in the utility bar: text size (A- / A / A+) and high
 * contrast. They are kept in localStorage and shown as an attribute and a class on <html>, which
 * the stylesheet (app/globals.css) reads. DISPLAY_PREFERENCES_SCRIPT applies the stored choices
 * while the page's <head> is parsed, before the first paint, so a page never shifts or flashes
 * into the chosen look. Its text is a constant: the Content-Security-Policy allows it by its hash
 * (lib/http/security-headers.ts), not by a per-request nonce. Browser-safe: no server imports.
 */

export const TEXT_SIZES = [
  { value: "small", label: "A-" },
  { value: "normal", label: "A" },
  { value: "large", label: "A+" },
] as const;
export type TextSize = (typeof TEXT_SIZES)[number]["value"];

export const TEXT_SIZE_KEY = "dseu-text-size";
export const CONTRAST_KEY = "dseu-contrast";
export const TEXT_SIZE_ATTRIBUTE = "data-text-size";
export const HIGH_CONTRAST_CLASS = "high-contrast";

export const DISPLAY_PREFERENCES_SCRIPT =
  `(function(){try{var d=document.documentElement,s=localStorage.getItem("${TEXT_SIZE_KEY}");` +
  `if(s==="small"||s==="large")d.setAttribute("${TEXT_SIZE_ATTRIBUTE}",s);` +
  `if(localStorage.getItem("${CONTRAST_KEY}")==="high")d.classList.add("${HIGH_CONTRAST_CLASS}")}catch(e){}})()`;

function remember(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage switched off (private mode, policy): the choice still applies to this page.
  }
}

export function currentTextSize(): TextSize {
  const value = document.documentElement.getAttribute(TEXT_SIZE_ATTRIBUTE);
  return value === "small" || value === "large" ? value : "normal";
}

export function isHighContrast(): boolean {
  return document.documentElement.classList.contains(HIGH_CONTRAST_CLASS);
}

export function chooseTextSize(size: TextSize) {
  const root = document.documentElement;
  if (size === "normal") root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
  remember(TEXT_SIZE_KEY, size === "normal" ? null : size);
}

export function chooseHighContrast(on: boolean) {
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, on);
  remember(CONTRAST_KEY, on ? "high" : null);
}

/** Calls back whenever the choices on <html> change (from these controls or another copy of them). */
export function subscribeToDisplay(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class", TEXT_SIZE_ATTRIBUTE] });
  return () => observer.disconnect();
}
