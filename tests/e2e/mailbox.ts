import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "../../playwright.config";
import type { ReceivedMail } from "../helpers/smtp-inbox";

/** Every message the run's SMTP server has received (tests/e2e/mail-server.ts), oldest first. */
export function receivedMail(): ReceivedMail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, name), "utf8")) as ReceivedMail);
}

/** The newest message to `address` whose subject matches, once it has arrived (20 s at most). */
export async function mailTo(address: string, subject: RegExp = /./): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = receivedMail().findLast((mail) => mail.to.includes(address) && subject.test(mail.subject))), {
      timeout: 20_000,
      message: `a mail to ${address} with a subject like ${subject}`,
    })
    .toBeTruthy();
  return found!;
}
