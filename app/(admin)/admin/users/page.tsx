import { requireStaff } from "@/lib/auth/admin-guard";
import { listUsers } from "@/lib/users/service";
import { USER_ROLES } from "@/lib/users/roles";
import { UsersManager } from "@/components/admin/UsersManager";
import { createUserAction, resetPasswordAction, resetTwoFactorAction, setDisabledAction } from "@/lib/users/actions";

export const metadata = { title: "Users" };

export default async function UsersPage() {
  const actor = await requireStaff("Admin");
  const users = await listUsers(actor);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Users</h1>
      <p className="mt-2 text-slate-700">
        Accounts of staff (Admin, Editor, Admissions) and faculty. Disabling an account or resetting its password ends
        its sessions at once.
      </p>
      <UsersManager
        users={users}
        currentUserId={actor.id}
        roles={USER_ROLES}
        createUser={createUserAction}
        setDisabled={setDisabledAction}
        resetPassword={resetPasswordAction}
        resetTwoFactor={resetTwoFactorAction}
      />
    </>
  );
}
