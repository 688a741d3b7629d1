"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { FileField, TextAreaField, fieldId } from "@/components/forms/fields";
import { updateFacultyProfile, uploadFacultyPhoto } from "@/lib/api-client";
import { OVERVIEW_MAX_LENGTH, facultyProfileSchema } from "@/lib/faculty/schema";
import { acceptAttribute, checkFileChoice } from "@/lib/files/choice";
import { formatFileSize } from "@/lib/files/urls";
import type { FieldErrors } from "@/lib/submissions/form-state";
import { checkFields, signOutEverywhere, useEditorRole, useProfileChange } from "./profile-session";
import { SessionExpiredDialog } from "@/components/admin/SessionExpiredDialog";
import { ResearchEditor, type ResearchItem } from "./ResearchEditor";
import { ConfirmModal, primaryButton, secondaryButton } from "./editor-ui";
import { Toasts } from "@/components/ui/Toasts";

type Props = {
  facultyId: string;
  /** The profile's email: a signed-in Faculty account with this email owns it. */
  email: string;
  overview: string;
  research: ResearchItem[];
  hasPhoto: boolean;
  photoMaxBytes: number;
  /** "en" on a Hindi page: the editor, like the staff area, is written in English only. */
  lang?: "en";
};

function OverviewForm({ facultyId, overview }: { facultyId: string; overview: string }) {
  const { run, pending } = useProfileChange();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      noValidate
      aria-labelledby="edit-overview-title"
      className="space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const changes = { overview: String(new FormData(event.currentTarget).get("overview") ?? "") };
        const found =
          checkFields(facultyProfileSchema, changes) ??
          (await run(() => updateFacultyProfile(facultyId, changes), "Overview saved", ["overview"]));
        setErrors(found ?? {});
        if (found?.overview) document.getElementById(fieldId("profile", "overview"))?.focus();
      }}
    >
      <h3 id="edit-overview-title" className="text-lg font-bold text-brand-900">
        Overview
      </h3>
      <TextAreaField
        form="profile"
        name="overview"
        label="Overview text"
        hint="A few paragraphs about your teaching and work. Line breaks are kept."
        required={false}
        rows={8}
        maxLength={OVERVIEW_MAX_LENGTH}
        defaultValue={overview}
        error={errors.overview}
      />
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? "Saving…" : "Save overview"}
      </button>
    </form>
  );
}

function PhotoForm({
  facultyId,
  hasPhoto,
  photoMaxBytes,
}: {
  facultyId: string;
  hasPhoto: boolean;
  photoMaxBytes: number;
}) {
  const { run, pending } = useProfileChange();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const inputId = fieldId("profile", "image");

  async function send(file: File): Promise<FieldErrors | null> {
    setProgress(0);
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) =>
      setProgress(Math.round((loaded / total) * 100));
    const found = await run(() => uploadFacultyPhoto(facultyId, file, { onProgress }), "Photo uploaded", ["image"]);
    setProgress(null);
    return found;
  }

  return (
    <div>
      <form
        noValidate
        aria-labelledby="edit-photo-title"
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const file = (form.elements.namedItem("image") as HTMLInputElement).files?.[0];
          // The same limits the API applies, so a wrong file is named before it is sent.
          const problem = await checkFileChoice(file, {
            kind: "image",
            maxBytes: photoMaxBytes,
            missing: "Choose a photo to upload.",
          });
          const found: FieldErrors | null = file && !problem ? await send(file) : { image: problem };
          setError(found?.image);
          if (found?.image) document.getElementById(inputId)?.focus();
          if (!found) form.reset();
        }}
      >
        <h3 id="edit-photo-title" className="text-lg font-bold text-brand-900">
          Photo
        </h3>
        <FileField
          form="profile"
          name="image"
          label="New photo"
          hint={`A JPEG, PNG or WebP image of at most ${formatFileSize(photoMaxBytes)}; a square portrait looks best.`}
          accept={acceptAttribute("image")}
          required
          error={error}
        />
        {progress !== null ? (
          <progress max={100} value={progress} aria-label="Upload progress" className="w-full" />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={pending} className={primaryButton}>
            {progress !== null ? `Uploading… ${progress}%` : "Upload photo"}
          </button>
          {hasPhoto ? (
            <button type="button" disabled={pending} className={secondaryButton} onClick={() => setConfirmRemove(true)}>
              Remove photo
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmModal
        open={confirmRemove}
        title="Remove the photo?"
        confirmLabel="Remove photo"
        pending={pending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={async () => {
          if ((await run(() => updateFacultyProfile(facultyId, { photo: "" }), "Photo removed", [])) === null)
            setConfirmRemove(false);
        }}
      >
        <p>The profile will show no photo until you upload a new one.</p>
      </ConfirmModal>
    </div>
  );
}

/**
 * Edit controls on a faculty member's public page, for that member (signed in through /logindseu)
 * or an administrator. The page itself stays server-rendered for everyone; every change goes
 * through /api/v1, which decides who may change what, and the page is then read again.
 */
export function ProfileEditor({ facultyId, email, overview, research, hasPhoto, photoMaxBytes, lang }: Props) {
  const role = useEditorRole(facultyId, email);
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  if (!role) return null;

  return (
    <section
      aria-labelledby="profile-editing-title"
      lang={lang}
      className="rounded-lg border-2 border-brand-700 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="profile-editing-title" className="text-xl font-bold text-brand-900">
            {role === "Admin" ? "Edit this profile" : "Your profile"}
          </h2>
          <p className="text-sm text-slate-700">
            {role === "Admin"
              ? "You are signed in as an administrator."
              : "You are signed in. Your changes appear on this public page straight away."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={editing}
            aria-controls="profile-edit-panel"
            className={primaryButton}
            onClick={() => setEditing(!editing)}
          >
            {editing ? "Finish editing" : "Edit profile"}
          </button>
          {role === "Faculty" ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={async () => {
                await signOutEverywhere();
                router.refresh();
              }}
            >
              Sign out
            </button>
          ) : null}
        </div>
      </div>
      <SessionExpiredDialog signInPath={role === "Admin" ? "/admin-login" : "/logindseu"} />
      <div id="profile-edit-panel" hidden={!editing} className="mt-6 space-y-10">
        <OverviewForm facultyId={facultyId} overview={overview} />
        <PhotoForm facultyId={facultyId} hasPhoto={hasPhoto} photoMaxBytes={photoMaxBytes} />
        <ResearchEditor facultyId={facultyId} research={research} />
      </div>
      <Toasts />
    </section>
  );
}
