/**
 * The documents the old site kept on Google Drive (content-facts §0.3). A government site serves
 * its documents itself (GIGW), and the site holds none of these five (the real PDFs it has are
 * other documents), so each link goes to the page of this site that carries the same facts until
 * staff upload the document itself. No seed text links a Drive address.
 */
export const documentPages = {
  /** The eligibility and merit rules, summarised from the bulletin. */
  informationBulletin2025: "/admission/guidelines",
  commencementOfClasses2025: "/academics/academic-calendar",
  /** The admission steps, seat confirmation and fee payment among them. */
  feePaymentGuide: "/admission",
  /** How to ask for a refund, and whom. */
  feeRefundPolicy: "/admission/refund-policy",
  /** The walk-in admission dates and places. */
  walkInGuidelines: "/admission",
} as const;
