import nodemailer from "nodemailer";
import { config } from "../config";
import { countMail } from "../metrics/count";

/**
 * Outgoing mail. With SMTP_URL set, messages go out through nodemailer's SMTP transport; without
 * it they are written to the server log and kept in a short in-memory outbox, so development and
 * tests see exactly what would have been sent.
 */
export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type MailReceipt = { transport: "smtp" | "log"; messageId?: string; to: string; subject: string; at: string };

export type Mailer = {
  readonly transport: "smtp" | "log";
  send(message: MailMessage): Promise<MailReceipt>;
  /** The messages the log transport has written, newest last (always empty for SMTP). */
  readonly outbox: readonly MailMessage[];
};

const OUTBOX_SIZE = 100;
// A slow or unreachable SMTP server must not hold a request for long.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  /** Where the log transport writes; console.log by default. */
  log?: (text: string) => void;
  /** Log the message text too (off in production, where the log must not collect candidates' details). */
  logBody?: boolean;
};

function describeAttachments(attachments: MailAttachment[] | undefined): string {
  return (attachments ?? []).map((a) => `${a.filename} (${a.contentType}, ${a.content.byteLength} bytes)`).join(", ");
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      transport: "smtp",
      outbox: [],
      async send(message) {
        const info = await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content),
            contentType: a.contentType,
          })),
        });
        return {
          transport: "smtp",
          messageId: info.messageId,
          to: message.to,
          subject: message.subject,
          at: new Date().toISOString(),
        };
      },
    };
  }
  const log = options.log ?? ((text: string) => console.log(text));
  const outbox: MailMessage[] = [];
  return {
    transport: "log",
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      const lines = [
        `[mail] not sent (no SMTP_URL): from ${options.from} to ${message.to}, subject "${message.subject}"`,
      ];
      if (message.attachments?.length) lines.push(`[mail] attachments: ${describeAttachments(message.attachments)}`);
      if (options.logBody !== false) lines.push(message.text);
      log(lines.join("\n"));
      return { transport: "log", to: message.to, subject: message.subject, at: new Date().toISOString() };
    },
  };
}

type MailState = { mailer: Mailer; pending: Set<Promise<unknown>> };
const holder = globalThis as typeof globalThis & { __dseuMail?: MailState };

function state(): MailState {
  if (!holder.__dseuMail) {
    const c = config();
    holder.__dseuMail = {
      mailer: createMailer({ smtpUrl: c.smtpUrl, from: c.mailFrom, logBody: !c.isProduction }),
      pending: new Set(),
    };
  }
  return holder.__dseuMail;
}

/** The process's mailer, from SMTP_URL and MAIL_FROM. */
export function mailer(): Mailer {
  return state().mailer;
}

/**
 * Sends without making the caller wait (a decision is recorded whether or not the mail server
 * answers); the message may still be being composed (a PDF to attach), and composing it may find
 * there is nothing to send (undefined) or several messages (one a recipient). A failure is logged
 * with the recipient so the helpdesk can follow up.
 */
export function sendMailInBackground(
  message: MailMessage | MailMessage[] | Promise<MailMessage | MailMessage[] | undefined>,
): void {
  const { mailer: current, pending } = state();
  const delivery = Promise.resolve(message)
    .catch((error: unknown) => {
      console.error(`[mail] could not compose a message: ${error instanceof Error ? error.message : String(error)}`);
    })
    .then(async (composed) => {
      for (const one of composed === undefined ? [] : Array.isArray(composed) ? composed : [composed]) {
        try {
          await current.send(one);
          countMail("sent");
        } catch (error) {
          countMail("failed");
          console.error(
            `[mail] could not send "${one.subject}" to ${one.to}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    });
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
}

/** Resolves when every background send has finished (tests and scripts wait on it). */
export async function mailSettled(): Promise<void> {
  const { pending } = state();
  while (pending.size) await Promise.allSettled([...pending]);
}

/** Replaces the process's mailer (tests), or drops it so the next use reads the configuration again. */
export function setMailer(next: Mailer | undefined): void {
  holder.__dseuMail = next ? { mailer: next, pending: new Set() } : undefined;
}
