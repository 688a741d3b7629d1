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

/** The pid of the process listening on `port`, through /proc. */
function listeningPid(port: number): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(hexPort) && fields[3] === "0A") inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))))
        return Number(pid);
    } catch {
      // a process of another user, or one that ended
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}

function cpuMs(pid: number): number {
  // utime and stime: the 14th and 15th fields, after the command name in parentheses.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
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
  const pid = listeningPid(PORT);
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
