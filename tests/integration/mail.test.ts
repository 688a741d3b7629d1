import net from "node:net";
import { createMailer, mailSettled, sendMailInBackground, setMailer, type Mailer } from "@/lib/mail";

/**
 * A minimal SMTP server (RFC 5321 happy path, no TLS, no auth): enough to show that the SMTP
 * transport really speaks SMTP and delivers what we give it.
 */
function fakeSmtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 fake.smtp ESMTP ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const text = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (text === ".") {
            inData = false;
            messages.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 2.0.0 queued as fake-1\r\n");
          } else {
            current.data += `${text.startsWith("..") ? text.slice(1) : text}\n`;
          }
          continue;
        }
        const command = text.toUpperCase();
        if (command.startsWith("EHLO") || command.startsWith("HELO")) {
          socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        } else if (command.startsWith("MAIL FROM:")) {
          current.from = text.slice(10).trim();
          socket.write("250 OK\r\n");
        } else if (command.startsWith("RCPT TO:")) {
          current.to.push(text.slice(8).trim());
          socket.write("250 OK\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 end with .\r\n");
        } else if (command === "QUIT") {
          socket.end("221 bye\r\n");
        } else {
          socket.write("250 OK\r\n");
        }
      }
    });
  });
  return {
    messages,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

afterEach(() => setMailer(undefined));

describe("mailer", () => {
  test("without SMTP_URL a message is logged and kept in the outbox", async () => {
    const logged: string[] = [];
    const mailer = createMailer({ from: "DSEU <no-reply@dseu.ac.in>", log: (text) => logged.push(text) });
    const receipt = await mailer.send({
      to: "candidate@example.org",
      subject: "Your seat",
      text: "Seat Frozen",
      attachments: [
        { filename: "letter.pdf", content: new Uint8Array([37, 80, 68, 70]), contentType: "application/pdf" },
      ],
    });
    expect(receipt).toMatchObject({ transport: "log", to: "candidate@example.org", subject: "Your seat" });
    expect(mailer.outbox).toHaveLength(1);
    expect(logged[0]).toContain('to candidate@example.org, subject "Your seat"');
    expect(logged[0]).toContain("letter.pdf (application/pdf, 4 bytes)");
    expect(logged[0]).toContain("Seat Frozen");
  });

  test("the production log leaves the text out", async () => {
    const logged: string[] = [];
    await createMailer({ from: "x@example.org", log: (t) => logged.push(t), logBody: false }).send({
      to: "a@example.org",
      subject: "S",
      text: "private details",
    });
    expect(logged.join("\n")).not.toContain("private details");
  });

  test("the log outbox keeps the last 100 messages", async () => {
    const mailer = createMailer({ from: "x@example.org", log: () => {} });
    for (let i = 0; i < 105; i++) await mailer.send({ to: `${i}@example.org`, subject: `m${i}`, text: "" });
    expect(mailer.outbox).toHaveLength(100);
    expect(mailer.outbox[0]!.subject).toBe("m5");
  });

  test("with SMTP_URL the message goes out over SMTP, attachment included", async () => {
    const smtp = fakeSmtpServer();
    const port = await smtp.listen();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "DSEU <no-reply@dseu.ac.in>" });
      expect(mailer.transport).toBe("smtp");
      const receipt = await mailer.send({
        to: "candidate@example.org",
        subject: "DSEU seat decision",
        text: "Your decision was recorded.",
        attachments: [
          {
            filename: "Asha 25-1_Admission_Form.pdf",
            content: Buffer.from("%PDF-1.7 test"),
            contentType: "application/pdf",
          },
        ],
      });
      expect(receipt.transport).toBe("smtp");
      expect(receipt.messageId).toMatch(/@/);
      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message!.from).toBe("<no-reply@dseu.ac.in>");
      expect(message!.to).toEqual(["<candidate@example.org>"]);
      expect(message!.data).toContain("Subject: DSEU seat decision");
      expect(message!.data).toContain("Your decision was recorded.");
      expect(message!.data).toContain('filename="Asha 25-1_Admission_Form.pdf"');
    } finally {
      await smtp.close();
    }
  });

  test("a background send that fails is logged, and never thrown at the caller", async () => {
    const failing: Mailer = {
      transport: "smtp",
      outbox: [],
      send: () => Promise.reject(new Error("connection refused")),
    };
    setMailer(failing);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    sendMailInBackground({ to: "candidate@example.org", subject: "S", text: "T" });
    await mailSettled();
    expect(errors).toHaveBeenCalledWith('[mail] could not send "S" to candidate@example.org: connection refused');
    errors.mockRestore();
  });

  test("a message that cannot be composed is logged, and nothing is sent", async () => {
    const mailer = createMailer({ from: "x@example.org", log: () => {} });
    setMailer(mailer);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    sendMailInBackground(Promise.reject(new Error("font missing")));
    await mailSettled();
    expect(errors).toHaveBeenCalledWith("[mail] could not compose a message: font missing");
    expect(mailer.outbox).toHaveLength(0);
    errors.mockRestore();
  });

  test("an unreachable SMTP server fails the send", async () => {
    const server = net.createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "x@example.org" });
    await expect(mailer.send({ to: "a@example.org", subject: "S", text: "T" })).rejects.toThrow();
  });
});
