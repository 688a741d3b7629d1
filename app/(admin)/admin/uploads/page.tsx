import { requireStaff } from "@/lib/auth/admin-guard";
import { config } from "@/lib/config";
import { adminNoticePages } from "@/components/admin/notice-pages";
import { sectionBoardPaths } from "@/lib/notices/boards";
import { UploadTabs } from "@/components/admin/notices/UploadTabs";
import { NOTICE_STAFF } from "@/lib/notices/roles";

const text = adminNoticePages.uploads;

export const metadata = { title: text.title };

export default async function UploadsPage() {
  await requireStaff(...NOTICE_STAFF);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{text.lead}</p>
      <div className="mt-8 max-w-3xl">
        <UploadTabs maxBytes={config().uploadMaxBytes} publicPaths={sectionBoardPaths()} />
      </div>
    </>
  );
}
