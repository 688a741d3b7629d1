import { requireStaff } from "@/lib/auth/admin-guard";
import { config } from "@/lib/config";
import { NOTICE_SECTIONS } from "@/lib/notices/sections";
import { adminNoticePages } from "@/components/admin/notice-pages";
import { NoticeForm } from "@/components/admin/notices/NoticeForm";
import { NOTICE_STAFF } from "@/lib/notices/roles";

const text = adminNoticePages.archiveUploads;

export const metadata = { title: text.title };

export default async function ArchiveUploadsPage() {
  await requireStaff(...NOTICE_STAFF);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{text.lead}</p>
      <div className="mt-8 max-w-3xl">
        <NoticeForm
          mode="archive"
          idBase="archive-upload"
          maxBytes={config().uploadMaxBytes}
          sections={NOTICE_SECTIONS}
          jobFieldsAlways
          submitLabel="Upload into the archive"
        />
      </div>
    </>
  );
}
