/** The words of the staff notice pages (names in the admin navigation, headings, leads). */
export const adminNoticePages = {
  uploads: {
    path: "/admin/uploads",
    name: "Upload PDFs",
    title: "Upload a notice",
    lead: "Choose the group of the notice, then its section. The notice appears on its public page as soon as the upload finishes.",
  },
  viewPdfs: {
    path: "/admin/view-pdfs",
    name: "View all PDFs",
    title: "All notices",
    lead: "Find a notice by its title, upload date or section to view, edit, archive, restore or delete it. The address of this page keeps the filters, so a view can be shared or reloaded.",
  },
  archiveUploads: {
    path: "/admin/archive-uploads",
    name: "Upload to archive",
    title: "Upload a notice into the archive",
    lead: "For older documents that belong in a section's archive: the notice is stored as archived and never appears among the current notices.",
  },
} as const;
