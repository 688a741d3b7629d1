/**
 * Where each seat-allocation round's pages live: the old site's addresses, one listing (the lookup)
 * and one result page per round. Kept apart from the rounds' texts so that the browser code that
 * needs the addresses (the language switch asks which pages have a Hindi version) does not carry
 * the texts. Diploma and B.Tech round 1 share their paths and are told apart by `?category=btech`.
 */
const SHOW_ROUND_ONE = "/admission/result/show";

export const ROUND_ADDRESSES = {
  diploma1: { listingPath: "/admission/result", showPath: SHOW_ROUND_ONE },
  diploma2: { listingPath: "/admission/result/diploma/round2", showPath: "/admission/result/diploma2/show" },
  diploma3: { listingPath: "/admission/result/diploma/round3", showPath: "/admission/result/diploma3/show" },
  diploma4: { listingPath: "/admission/result/diploma/round4", showPath: "/admission/result/diploma4/show" },
  btech1: { listingPath: "/admission/result?category=btech", showPath: `${SHOW_ROUND_ONE}?category=btech` },
  btech2: { listingPath: "/admission/result/btech/round2", showPath: "/admission/result/btech2/show" },
  ug1: { listingPath: "/admission/result/ug", showPath: "/admission/result/ug/show" },
  ug2: { listingPath: "/admission/result/ug/round2", showPath: "/admission/result/ug2/show" },
  pg1: { listingPath: "/admission/result/pg", showPath: "/admission/result/pg/show" },
} as const;

/** The candidate's seat-allotment letter of a round (a PDF, served to the session's record). */
export const ROUND_LETTER_PREFIX = "/admission/result/letter/";

/** Every round's listing and result page path, without the query that tells two rounds apart. */
export const ROUND_PAGE_PATHS: readonly string[] = [
  ...new Set(
    Object.values(ROUND_ADDRESSES).flatMap(({ listingPath, showPath }) =>
      [listingPath, showPath].map((path) => path.split("?", 1)[0]!),
    ),
  ),
];
