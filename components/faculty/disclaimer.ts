/** Shown above every faculty listing: the list is provisional (content-facts §3). */
export const FACULTY_LIST_DISCLAIMER =
  "This list of faculty members, their departments and designations is provisional and still under review. It is not an official or binding record of the university: where it differs from the university's own records, those records prevail.";
