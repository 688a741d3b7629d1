import { group, list, pageFields, plain, text, webAddress } from "./build";

/**
 * The accessibility statement's screen-reader table (a GIGW requirement), shown after the page's
 * text. The other policy pages are their rich-text body only.
 */
export const accessibilityStatementFields = pageFields("/accessibility-statement", {
  screenReaders: group("Screen reader access (the table after the text)", {
    heading: text("Heading"),
    intro: text("Text above the table", { multiline: true }),
    readers: list("Screen readers", "Screen reader", {
      name: plain("Name", { hint: "The product's own name: it is written the same on the Hindi page." }),
      platform: text("Platform", { hint: "Where it runs, such as Windows or Android (built in)." }),
      licence: text("Licence", { hint: "Free or commercial." }),
      href: webAddress("Website", { hint: "The screen reader's own page (https://…); it opens in a new tab." }),
    }),
  }),
});
