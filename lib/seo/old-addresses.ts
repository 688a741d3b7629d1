/**
 * Old addresses served by the page at another address, whose canonical link names that one: the
 * old message pages and the bulletin the old home page linked to (with its `?section=`). A module
 * of its own, without imports, because the language rules (lib/i18n/paths.ts) run in the browser too.
 */
export const OLD_ADDRESSES: Readonly<Record<string, string>> = {
  "/chancellor": "/administration/chancellor",
  "/vice-chancellor": "/administration/vice-chancellor",
  "/informationbulletin": "/admission/information-bulletin",
};
