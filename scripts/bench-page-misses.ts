import fs from "node:fs";
import { formatTable, startServer } from "./lib/server";

/**
 * `npm run bench:page-misses`: what a page missing from the whole-page cache costs the server, in
 * CPU milliseconds per request (read from /proc, so other work on the machine changes it little):
 * a new address the cache keeps (a board page not asked for yet), an address with a parameter the
 * page does not read (never kept), and a hit for comparison. Linux only.
 */
const PORT = 3302;
const REQUESTS = 30;
const TICKS_PER_SECOND = 100;

/**
 * CPU time of the server's process group (npm, the start script and Next.js; the first two add next
 * to nothing while it serves), from each process's /proc/<pid>/stat, read once.
 */
function cpuMs(group: number): number {
  let ticks = 0;
  let found = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // After the command name in parentheses: the process group is the 3rd field, utime and stime the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[2]) !== group) continue;
      found += 1;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  if (found === 0) throw new Error(`no process left in the server's group ${group}`);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

async function measure(pid: number, urls: string[]): Promise<{ cpu: number; statuses: Set<string> }> {
  await settle();
  const before = cpuMs(pid);
  const statuses = new Set<string>();
  for (const url of urls) {
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    await response.arrayBuffer();
    statuses.add(`${response.status} ${response.headers.get("x-page-cache") ?? "not cached"}`);
  }
  // A copy rendered after the answer (as the cache once did) is counted too.
  await settle();
  return { cpu: Math.round(((cpuMs(pid) - before) / urls.length) * 10) / 10, statuses };
}

const server = await startServer({ port: PORT, dataDir: ".data/bench-page-misses" });
try {
  const pid = server.pid;
  const base = `${server.url}/announcements`;
  const range = (from: number) => Array.from({ length: REQUESTS }, (_, i) => from + i);
  // Warm-up: the first renders compile and fill Next's data cache.
  await measure(
    pid,
    range(1).map((n) => `${base}?q=warm${n}`),
  );
  const rows: (string | number)[][] = [];
  for (const [label, urls] of [
    ["miss, kept (a search of the board not asked for yet)", range(1000).map((n) => `${base}?q=bench${n}`)],
    ["a parameter the page does not read", range(1).map((n) => `${base}?q=bench1000&utm_id=${n}`)],
    ["hit", range(0).map(() => `${base}?q=bench1000`)],
  ] as const) {
    const { cpu, statuses } = await measure(pid, [...urls]);
    rows.push([label, cpu, [...statuses].join(", ")]);
  }
  console.log(formatTable(["request", "CPU ms per request", "answers"], rows));
} finally {
  await server.stop();
}
