/**
 * A catalogue word with its {placeholders} filled in, for words read as plain data (the server
 * hands them to components, and to the browser, without a message formatter). Such words use
 * {placeholders} only: no plurals or selects.
 */
export function fill(word: string, values: Record<string, string | number> = {}): string {
  return word.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
