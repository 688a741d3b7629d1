import type { Shown } from "./program-text";

/** A programme text as the page shows it, marked English where a Hindi page has no Hindi for it. */
export function ShownText({ value }: { value: Shown }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
