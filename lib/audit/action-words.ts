/**
 * An audit entry's action ("office-holder.update", "content.send-back") in words for staff
 * ("Changed", "Sent back for changes"). The kind of item is shown beside it, so the words name
 * only what was done. Actions are "<entity>.<step>"; the step is looked up first as the whole
 * action (steps whose words depend on the entity), then alone; an action neither knows is shown
 * with its step's own words, so a new one reads sensibly before it is added here.
 */

const WHOLE_ACTIONS: Readonly<Record<string, string>> = {
  "user.login": "Signed in",
  "user.create": "Added the account",
  "user.disable": "Disabled the account",
  "user.enable": "Enabled the account",
  "user.reset-password": "Reset the password",
  "user.sign-out-everywhere": "Signed out everywhere",
  "user.end-session": "Signed out one session",
  "user.end-other-sessions": "Signed out the other sessions",
  "user.password-reset-requested": "Asked for a password reset",
  "user.password-reset": "Reset the password by the mailed link",
  "user.change-password": "Changed the password",
  "user.two-factor-enable": "Turned on two-factor sign-in",
  "user.two-factor-disable": "Turned off two-factor sign-in",
  "user.two-factor-reset": "Reset two-factor sign-in",
  "user.two-factor-recovery-code-use": "Signed in with a recovery code",
  "user.two-factor-recovery-codes-regenerate": "Made new recovery codes",
  "user.bootstrap-admin": "Made the first Admin account",
  "content.upload-picture": "Uploaded a picture",
  "content.upload-pdf": "Uploaded a PDF",
  "content.seed": "Seeded the content",
  "database.seed": "Seeded the database",
  "legacy.import": "Imported the old site's data",
  "results.import": "Imported results",
  "result.import_update": "Changed by an import",
  "result.decision": "Recorded the candidate's decision",
  "result.status_override": "Overrode the status",
  "submission.status": "Changed the status",
  "document-text.update": "Corrected the text",
  "document-text.reread": "Asked for the text to be read again",
  "notice.restore": "Brought back from the archive",
  "notice.move": "Moved to another section",
  "notice.revert": "Restored an earlier version",
};

const STEPS: Readonly<Record<string, string>> = {
  create: "Added",
  update: "Changed",
  save: "Saved the draft",
  delete: "Deleted",
  restore: "Restored an earlier version",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  submit: "Submitted",
  "send-back": "Sent back for changes",
  archive: "Archived",
  seed: "Seeded",
  import: "Imported",
};

const capital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);

export function actionInWords(action: string): string {
  const whole = WHOLE_ACTIONS[action];
  if (whole) return whole;
  const step = action.slice(action.lastIndexOf(".") + 1);
  return STEPS[step] ?? capital(step.replace(/[-_]+/g, " "));
}
