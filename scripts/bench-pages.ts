import autocannon from "autocannon";
import { firstProgramWithDetail, formatTable, startServer } from "./lib/server";

/**
 * `npm run bench:pages`: throughput of the cached public pages against a static file of the same
 * server (the reference). Prints requests per second, p99 latency and the ratio to the reference.
 */
const PORT = 3301;
const CONNECTIONS = 10;
const DURATION_SECONDS = 8;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const server = await startServer({ port: PORT, dataDir: ".data/bench-pages" });
try {
  const routes = ["/", "/courses", "/campus/zone/north", await firstProgramWithDetail(server.url), "/recruitment", "/admission/result/diploma/round4"];
  const reference = await measure(`${server.url}/logo.svg`);
  const rows: (string | number)[][] = [["/logo.svg (static reference)", reference.rps, reference.p99, "1.00"]];
  for (const route of routes) {
    await fetch(`${server.url}${route}`); // fill the cache first: the figure is for a cached page
    const { rps, p99 } = await measure(`${server.url}${route}`);
    rows.push([route, rps, p99, (rps / reference.rps).toFixed(2)]);
  }
  console.log(`\nPage throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(formatTable(["route", "req/s", "p99 ms", "ratio to static"], rows));
} finally {
  await server.stop();
}
