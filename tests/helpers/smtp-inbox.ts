import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the `smtp-server` package), keeping what it receives: the mail
 * tests send through the site's own mailer (nodemailer over SMTP) and read the messages here, as a
 * mailbox would get them.
 */
export type ReceivedMail = { to: string[]; subject: string; text: string };

export type Inbox = {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
};

/** A quoted-printable body as the reader sees it (nodemailer's encoding of non-ASCII text). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .split(/(=[0-9A-F]{2})/g)
    .flatMap((part) => (/^=[0-9A-F]{2}$/.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part, "utf8")]));
  return Buffer.from(bytes).toString("utf8");
}

/** A received message's subject (RFC 2047 words decoded) and its text body. */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subjectLine = unfolded.match(/^Subject: (.*)$/im)?.[1] ?? "";
  const subject = subjectLine.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, word: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(word, "base64").toString("utf8")
      : decodeQuotedPrintable(word.replace(/_/g, " ")),
  );
  const encoded = body.join("\n\n");
  const text = /content-transfer-encoding: quoted-printable/i.test(unfolded)
    ? decodeQuotedPrintable(encoded)
    : /content-transfer-encoding: base64/i.test(unfolded)
      ? Buffer.from(encoded, "base64").toString("utf8")
      : encoded;
  return { subject: subject.trim(), text };
}

/** Starts the server on `port` (0: any free port) on the loopback address; `onMail` hears of each message too. */
export async function startInbox(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<Inbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...readMail(Buffer.concat(chunks).toString("utf8")),
        };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
