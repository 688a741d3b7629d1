import fs from "node:fs";
import path from "node:path";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "../../playwright.config";
import { startInbox } from "../helpers/smtp-inbox";

/**
 * Playwright's global setup: one real SMTP server for the whole run, on the port the e2e server
 * mails to. Specs run in other processes, so each message is written to E2E_MAIL_DIR as a JSON
 * file (tests/e2e/mailbox.ts reads them). The returned function stops it after the run.
 */
export default async function startMailServer(): Promise<() => Promise<void>> {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const inbox = await startInbox(E2E_SMTP_PORT, (mail) => {
    count += 1;
    const name = `${String(count).padStart(6, "0")}.json`;
    // Written whole under a temporary name, then renamed: a reader never sees half a message.
    const file = path.join(E2E_MAIL_DIR, name);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    fs.renameSync(`${file}.tmp`, file);
  });
  return () => inbox.close();
}
