import { getLocale, getMessages } from "next-intl/server";

/** The language of the page and the result pages' words in it (components/results/words.ts). */
export async function resultPageWords() {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return { locale, words: messages.results };
}
