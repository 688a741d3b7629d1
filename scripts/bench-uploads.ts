import crypto from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { formatTable, startServer } from "./lib/server";

/**
 * `npm run bench:uploads` (issue 24, faults 2 and 3): what uploads cost the server in memory, and
 * whether a hostile PDF being checked slows a visitor. Starts the production server on its own
 * throw-away data folder and port (PGlite; BENCH_DATABASE_URL=postgres://… uses that database
 * instead, which must be empty or throw-away), then:
 * - staff uploads of 5, 20 and 40 MB PDFs one at a time, three 40 MB uploads at once, and ten
 *   visitors' 5 MB attachments at once: the peak growth of the server's memory (RSS of its
 *   processes, sampled every 25 ms) against the bytes in flight (target: at most 2×);
 * - memory after the uploads, once idle, against idle before (target: within 10 %);
 * - a visitor's p99 latency on a cached page, alone and while hostile PDFs (a deflate bomb and a
 *   self-drawing XObject) are being checked (target: unchanged within 50 ms).
 * Figures are printed, never asserted. `-- --quick` runs 1 MB uploads and short measurements only
 * (CI's smoke test of the README's commands).
 */
const { quick } = parseArgs({ options: { quick: { type: "boolean", default: false } } }).values;
const PORT = 3321;
const MB = 1024 * 1024;
const PASSWORD = crypto.randomBytes(18).toString("base64url");
const EMAIL = "bench.uploads@example.org";

/** A valid one-page PDF of about `size` bytes: its padding is a stream of random bytes that nothing uses. */
function pdfOfSize(size: number, hostileStream?: Buffer): Buffer {
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>"),
    hostileStream ?? Buffer.from("<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 720 Td (Upload bench) Tj ET\nendstream"),
  ];
  const padding = Math.max(0, size - 1024);
  if (padding) {
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${padding} >>\nstream\n`),
        crypto.randomBytes(padding),
        Buffer.from("\nendstream"),
      ]),
    );
  }
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let offset = parts[0]!.byteLength;
  objects.forEach((object, i) => {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from("\nendobj\n")]);
    offsets.push(offset);
    offset += part.byteLength;
    parts.push(part);
  });
  parts.push(
    Buffer.from(
      [
        "xref",
        `0 ${objects.length + 1}`,
        "0000000000 65535 f ",
        ...offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n `),
        "trailer",
        `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
        "startxref",
        String(offset),
        "%%EOF\n",
      ].join("\n"),
    ),
  );
  return Buffer.concat(parts);
}

function deflateBomb(): Buffer {
  const data = zlib.deflateSync(Buffer.alloc(160 * MB), { level: 9 });
  return Buffer.concat([
    Buffer.from(`<< /Filter /FlateDecode /Length ${data.byteLength} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);
}

/** The resident memory of the server's processes (npm, the start script, Next.js and its worker threads). */
function groupRss(groupId: number): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Field 5 (after the command in parentheses) is the process group.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

async function idleRss(groupId: number, settleMs = 8_000): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(groupRss(groupId));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return samples.sort((a, b) => a - b)[5]!;
}

/** Runs `work` while sampling the memory; the highest sample. */
async function peakDuring(groupId: number, work: () => Promise<unknown>): Promise<number> {
  let peak = groupRss(groupId);
  const timer = setInterval(() => (peak = Math.max(peak, groupRss(groupId))), 25);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, groupRss(groupId));
}

let visitor = 0;
async function upload(url: string, token: string | undefined, bytes: Buffer, kind: "staff" | "visitor") {
  const form = new FormData();
  const file = new File([new Uint8Array(bytes)], "bench.pdf", { type: "application/pdf" });
  if (kind === "staff") {
    form.set("fileName", "Upload bench");
    form.set("section", "students");
    form.set("pdf", file);
  } else {
    for (const [name, value] of Object.entries({
      fullName: "Bench Visitor",
      email: "visitor@example.org",
      mobile: "9876543210",
      campus: "dwarka",
      grievanceCategory: "exam",
      description: "A grievance sent by the upload benchmark, with an attachment.",
    }))
      form.set(name, value);
    form.set("pdf", file);
  }
  const answer = await fetch(`${url}/api/v1/${kind === "staff" ? "notice/upload" : "studentGrievance"}`, {
    method: "POST",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // One address per visitor (the server trusts one proxy hop here), so the per-address limit does not stop the run.
      "x-forwarded-for": `198.51.100.${(visitor++ % 250) + 1}`,
    },
    body: form,
  });
  return { status: answer.status, body: await answer.text() };
}

async function p99(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 4, duration: quick ? 1 : 6 });
  return result.latency.p99;
}

const dataDir = ".data/bench-uploads";
const server = await startServer({
  port: PORT,
  dataDir,
  env: {
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY_HOPS: "1",
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
});
try {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const groupId = server.pid;
  // Warm up: the routes' modules load, and a first PDF check starts a worker.
  for (const path of ["/", "/announcements"]) await fetch(`${server.url}${path}`);
  await upload(server.url, token, pdfOfSize(64 * 1024), "staff");
  const idleBefore = await idleRss(groupId, quick ? 1_000 : undefined);

  const staffSizes = quick ? [1] : [5, 20, 40];
  const visitors = quick ? 2 : 10;
  const visitorMb = quick ? 1 : 5;
  const runs: { label: string; inFlight: number; send: () => Promise<{ status: number; body: string }[]> }[] = [
    ...staffSizes.map((size) => ({
      label: `staff, ${size} MB`,
      inFlight: size * MB,
      send: async () => [await upload(server.url, token, pdfOfSize(size * MB), "staff")],
    })),
    ...(quick
      ? []
      : [
          {
            label: "staff, 3 × 40 MB at once",
            inFlight: 120 * MB,
            send: () => Promise.all([0, 1, 2].map(() => upload(server.url, token, pdfOfSize(40 * MB), "staff"))),
          },
        ]),
    {
      label: `visitors, ${visitors} × ${visitorMb} MB at once`,
      inFlight: visitors * visitorMb * MB,
      send: () =>
        Promise.all(
          Array.from({ length: visitors }, () =>
            upload(server.url, undefined, pdfOfSize(visitorMb * MB - 64 * 1024), "visitor"),
          ),
        ),
    },
  ];
  const rows: (string | number)[][] = [];
  for (const run of runs) {
    const before = groupRss(groupId);
    let answers: { status: number; body: string }[] = [];
    const started = Date.now();
    const peak = await peakDuring(groupId, async () => (answers = await run.send()));
    const failed = answers.filter((answer) => answer.status >= 300);
    if (failed.length) console.warn(`${run.label}: ${failed.length} failed: ${failed[0]!.status} ${failed[0]!.body}`);
    rows.push([
      run.label,
      (run.inFlight / MB).toFixed(0),
      ((peak - before) / MB).toFixed(0),
      ((peak - before) / run.inFlight).toFixed(2),
      ((Date.now() - started) / 1000).toFixed(1),
    ]);
    await new Promise((resolve) => setTimeout(resolve, quick ? 500 : 3_000));
  }
  const idleAfter = await idleRss(groupId, quick ? 1_000 : 15_000);

  const page = `${server.url}/`;
  for (let i = 0; i < 20 && (await fetch(page)).headers.get("x-page-cache") !== "hit"; i++);
  const quiet = await p99(page);
  const bomb = pdfOfSize(0, deflateBomb());
  let hostileChecks = 0;
  let attacking = true;
  const attack = (async () => {
    while (attacking) {
      await upload(server.url, undefined, bomb, "visitor");
      hostileChecks++;
    }
  })();
  const underAttack = await p99(page);
  attacking = false;
  await attack;

  console.log(
    `\nUploads (${new Date().toISOString().slice(0, 10)}; ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"})\n`,
  );
  console.log(formatTable(["uploads", "MB in flight", "peak RSS growth MB", "growth / in flight", "seconds"], rows));
  console.log(
    `\nRSS idle before: ${(idleBefore / MB).toFixed(0)} MB; idle after the uploads: ${(idleAfter / MB).toFixed(0)} MB ` +
      `(${(((idleAfter - idleBefore) / idleBefore) * 100).toFixed(1)} %; target within 10 %).`,
  );
  console.log(
    `Visitor's p99 on a cached page: ${quiet} ms alone, ${underAttack} ms while ${hostileChecks} deflate-bomb PDFs ` +
      `were checked (difference ${underAttack - quiet} ms; target within 50 ms).`,
  );
} finally {
  await server.stop();
}
