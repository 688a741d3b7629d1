import { list, pageFields, plain } from "./build";

/**
 * /academics/collaboration: the partners, as the university wrote them (English on every page).
 * Visitors search and page through the list; how many rows a page shows stays in code.
 */
export const collaborationFields = pageFields("/academics/collaboration", {
  collaborations: list(
    "Collaborations",
    "Collaboration",
    {
      partner: plain("Partner", { max: 300 }),
      target: plain("Target programme or purpose", {
        optional: true,
        max: 500,
        hint: "Leave empty where none is named: the table says “Not specified”.",
      }),
    },
    { max: 500, hint: "The table numbers the collaborations in this order." },
  ),
});
