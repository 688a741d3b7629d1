import { expect, test } from "@playwright/test";

/**
 * One frame per page (issue 30): the root not-found draws no frame, since every unknown address is
 * drawn inside the site's layout (app/(site)/[...address]). Next.js puts the root not-found into
 * every page's React payload, so a frame there was a second copy of the header, menus and footer.
 * The footer's copyright line stands for the frame: once in the HTML markup and once in the React
 * payload (the self.__next_f.push chunks) that hydrates it.
 */

const COPYRIGHT = { en: "All Rights Reserved", hi: "सर्वाधिकार सुरक्षित" } as const;

/** The page's markup without its scripts, and the React payload the scripts carry. */
function markupAndPayload(html: string): { markup: string; payload: string } {
  const chunks = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].map(
    ([, chunk]) => JSON.parse(chunk!) as unknown[],
  );
  return {
    markup: html.replace(/<script\b[\s\S]*?<\/script>/g, ""),
    payload: chunks.map(([, text]) => (typeof text === "string" ? text : "")).join(""),
  };
}

const count = (text: string, word: string) => text.split(word).length - 1;

for (const { path, language } of [
  { path: "/", language: "en" },
  { path: "/hi", language: "hi" },
] as const) {
  test(`${path} holds the footer once in its markup and once in its React payload`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const { markup, payload } = markupAndPayload(await response.text());
    expect(payload.length).toBeGreaterThan(1000);
    expect(count(markup, COPYRIGHT[language])).toBe(1);
    expect(count(payload, COPYRIGHT[language])).toBe(1);
  });
}

for (const { path, language, title } of [
  { path: "/nope", language: "en", title: "Page Not Found" },
  { path: "/hi/nope", language: "hi", title: "पृष्ठ नहीं मिला" },
  { path: "/no.such.page", language: "en", title: "Page Not Found" },
  { path: "/hi/admin", language: "hi", title: "पृष्ठ नहीं मिला" },
] as const) {
  test(`${path} answers 404 with the not-found page inside one frame, in its language`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(html).toContain(`<title>${title} | DSEU</title>`);
    const { markup, payload } = markupAndPayload(html);
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(count(markup, COPYRIGHT[language])).toBe(1);
    expect(count(payload, COPYRIGHT[language])).toBe(1);
  });
}
