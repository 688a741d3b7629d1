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

/** The processes of the server's process group (npm, the start script and Next.js), through /proc. */
function groupPids(group: number): number[] {
  const pids: number[] = [];
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The process group: the 5th field, the 3rd after the command name in parentheses.
      if (Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2]) === group)
        pids.push(Number(pid));
    } catch {
      // a process that ended meanwhile
    }
  }
  if (pids.length === 0) throw new Error(`no process left in the server's group ${group}`);
  return pids;
}

/** CPU time of the server's processes; npm and the start script add next to nothing while it serves. */
function cpuMs(group: number): number {
  let ticks = 0;
  for (const pid of groupPids(group)) {
    try {
      // utime and stime: the 14th and 15th fields, after the command name in parentheses.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
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
