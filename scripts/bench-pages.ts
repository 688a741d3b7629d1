import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { firstProgramWithDetail, formatTable, startServer } from "./lib/server";

/**
 * `npm run bench:pages`: throughput of the cached public pages against a static file of the same
 * server (the reference). Prints requests per second, p99 latency and the ratio to the reference,
 * uncompressed and then as browsers ask (gzip), since compressing is part of a real answer's cost.
 */
const PORT = 3301;
const CONNECTIONS = 10;
// `-- --seconds S` shortens each measurement (the README's smoke check in CI uses it).
const { values: args } = parseArgs({ options: { seconds: { type: "string" } } });
const DURATION_SECONDS = Number(args.seconds ?? 8);

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** The figure is for a cached page: ask until the server answers from its page cache. */
async function fillCache(url: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await fetch(url)).headers.get("x-page-cache") === "hit") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not cached after 50 requests`);
}

const server = await startServer({ port: PORT, dataDir: ".data/bench-pages" });
try {
  const routes = [
    "/",
    "/courses",
    "/campus/zone/north",
    await firstProgramWithDetail(server.url),
    "/recruitment",
    "/admission/result/diploma/round4",
  ];
  const gzip = { "accept-encoding": "gzip" };
  const reference = await measure(`${server.url}/logo.svg`);
  const referenceGzip = await measure(`${server.url}/logo.svg`, gzip);
  const rows: (string | number)[][] = [
    [
      "/logo.svg (static reference)",
      reference.rps,
      reference.p99,
      "1.00",
      referenceGzip.rps,
      referenceGzip.p99,
      "1.00",
    ],
  ];
  for (const route of routes) {
    await fillCache(`${server.url}${route}`);
    const plain = await measure(`${server.url}${route}`);
    const compressed = await measure(`${server.url}${route}`, gzip);
    rows.push([
      route,
      plain.rps,
      plain.p99,
      (plain.rps / reference.rps).toFixed(2),
      compressed.rps,
      compressed.p99,
      (compressed.rps / referenceGzip.rps).toFixed(2),
    ]);
  }
  console.log(
    `\nPage throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (${new Date().toISOString().slice(0, 10)})\n`,
  );
  console.log(formatTable(["route", "req/s", "p99 ms", "ratio", "req/s gzip", "p99 ms gzip", "ratio gzip"], rows));
} finally {
  await server.stop();
}
