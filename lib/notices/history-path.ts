/** The staff page of a notice's history (app/(admin)/admin/view-pdfs/[id]/history). */
export const noticeHistoryPath = (id: string) => `/admin/view-pdfs/${encodeURIComponent(id)}/history`;
