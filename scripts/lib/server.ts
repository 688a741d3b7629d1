import fs from "node:fs";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";

/**
 * Starts the production server (`npm start`: builds when needed) on its own port with its own
 * data folder, for the measurement scripts. Resolves once the home page answers.
 */
/** `pid`: the process group of the server (npm, the start script and Next.js). */
export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

export async function startServer({
  port,
  dataDir,
  env = {},
  fresh = true,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  fresh?: boolean;
}): Promise<RunningServer> {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn("npm", ["start"], {
    // LOG_LEVEL warn: a JSON line per request would flood the measurement's output and cost time.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.resolve(dataDir),
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60 * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The server did not start within 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        // The whole process group: npm, the start script and the Next.js server.
        process.kill(-child.pid!, "SIGTERM");
      }),
  };
}

/** A programme page to measure: the first programme that has a year-by-year structure. */
export async function firstProgramWithDetail(url: string): Promise<string> {
  const body = (await (await fetch(`${url}/api/v1/program`)).json()) as {
    data: { programs: { _id: string; years?: unknown }[] };
  };
  const program = body.data.programs.find((p) => p.years);
  if (!program) throw new Error("No programme with a year structure to measure");
  return `/programs/${program._id}`;
}

export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => `| ${cells.map((c, i) => String(c).padEnd(widths[i]!)).join(" | ")} |`;
  return [line(headers), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}
