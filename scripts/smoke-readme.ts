import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";

/**
 * `npm run smoke:readme` (run by .ci/run after `npm test`): every command of the README's Commands
 * table, as its third column says, so a documented command that stops working fails CI.
 *
 * The third column holds the commands in code spans, run in order by bash from the project's root:
 *   `CMD`                       run; it must exit 0
 *   `CMD` prints `TEXT`         … and its output must contain TEXT
 *   `CMD` until `TEXT`          a server: started, and once TEXT appears the commands after it run
 *                               while it serves; then it gets SIGINT and must stop by itself
 *   not run: REASON             skipped, and the reason is printed
 * Every command runs on the embedded database in a data folder of the smoke's own (.data/smoke),
 * with one NEXT_DEPLOYMENT_ID, so the production build is made at most once.
 */
const ROOT = process.cwd();
const SMOKE_DIR = path.join(ROOT, ".data", "smoke");
const COMMAND_TIMEOUT_MS = 20 * 60_000;
const STOP_TIMEOUT_MS = 60_000;

type Step = { command: string; prints?: string; until?: string };
type Row = { name: string; steps: Step[]; skipped?: string };

/** The rows of the README's Commands table. */
function commandsTable(readme: string): Row[] {
  const section = readme.split(/^## Commands$/m)[1]?.split(/^#{1,2} /m)[0];
  if (!section) throw new Error("README.md has no '## Commands' section");
  const lines = section.split("\n").filter((line) => line.startsWith("|"));
  const header = cells(lines[0] ?? "");
  if (header.length !== 3) throw new Error(`the Commands table must have 3 columns, not: ${lines[0]}`);
  return lines.slice(2).map((line) => {
    const [name, , smoke] = cells(line);
    if (!name || smoke === undefined || smoke === "") {
      throw new Error(`the Commands table's row ${line} says nothing about how CI runs it`);
    }
    const skipped = /^not run: (.+)$/.exec(smoke)?.[1];
    if (skipped) return { name, steps: [], skipped };
    return { name, steps: steps(smoke, line) };
  });
}

/** A table row's cells: split on the pipes a code span does not escape. */
function cells(line: string): string[] {
  return line
    .replace(/^\|/, "")
    .replace(/\|\s*$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

function steps(cell: string, line: string): Step[] {
  const result: Step[] = [];
  for (const match of cell.matchAll(/(?:(prints|until)\s+)?`([^`]+)`/g)) {
    const [, keyword, text] = match;
    const last = result.at(-1);
    if (keyword === "prints" && last) last.prints = text;
    else if (keyword === "until" && last) last.until = text;
    else result.push({ command: text! });
  }
  if (result.length === 0) throw new Error(`no command in the row ${line}`);
  return result;
}

function deploymentId(): string {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  // The build `npm test` made is reused when it has an id; `npm run cluster` needs one (production).
  const built = path.join(ROOT, ".next", "dseu-deployment-id");
  const id = fs.existsSync(built) ? fs.readFileSync(built, "utf8").trim() : "";
  return id || "readme-smoke";
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.join(SMOKE_DIR, "data"),
  DATABASE_URL: "",
  PORT: process.env.SMOKE_PORT ?? "3400",
  NEXT_DEPLOYMENT_ID: deploymentId(),
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
};

function start(command: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn("bash", ["-c", command], { env, cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    process.stdout.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no end within ${ms / 1000} s`)), ms)),
    ),
  ]).finally(() => clearTimeout(timer));
}

async function runStep(step: Step): Promise<void> {
  console.log(`\n[smoke] $ ${step.command}`);
  const run = start(step.command);
  try {
    const code = await within(run.exited, COMMAND_TIMEOUT_MS, step.command);
    if (code !== 0) throw new Error(`${step.command} exited with ${code}`);
    if (step.prints && !run.output().includes(step.prints))
      throw new Error(`${step.command} did not print "${step.prints}"`);
  } finally {
    killGroup(run.child.pid!);
  }
}

/** A server: once it prints its line, the rest of the row runs; then Ctrl-C (SIGINT) must stop it. */
async function runServer(step: Step, rest: Step[]): Promise<void> {
  console.log(`\n[smoke] $ ${step.command}  (until "${step.until}")`);
  const server = start(step.command);
  try {
    await within(
      new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (server.output().includes(step.until!)) resolve();
          else if (server.child.exitCode !== null)
            reject(new Error(`${step.command} exited with ${server.child.exitCode}`));
          else return;
          clearInterval(check);
        }, 200);
      }),
      COMMAND_TIMEOUT_MS,
      step.command,
    );
    await runSteps(rest);
    process.kill(-server.child.pid!, "SIGINT");
    // npm itself dies of the Ctrl-C; the server must then finish and exit by itself.
    await within(groupGone(server.child.pid!), STOP_TIMEOUT_MS, `${step.command} after Ctrl-C`);
    const code = await server.exited;
    if (code !== null && code !== 0 && code !== 130)
      throw new Error(`${step.command} exited with ${code} after Ctrl-C`);
  } finally {
    killGroup(server.child.pid!);
  }
}

/** Resolves once no process of the group is left. */
async function groupGone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kills what is left of a command's process group (nothing, when it ended by itself). */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

async function runSteps(list: Step[]): Promise<void> {
  for (let i = 0; i < list.length; i++) {
    if (list[i]!.until) return runServer(list[i]!, list.slice(i + 1));
    await runStep(list[i]!);
  }
}

// `-- --only "npm start,npm run backup"`: those rows alone (while changing one of them).
const { values: args } = parseArgs({ options: { only: { type: "string" } } });
const only = args.only?.split(",").map((name) => name.trim());
const rows = commandsTable(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).filter(
  (row) => !only || only.some((name) => row.name.startsWith(`\`${name}`)),
);
fs.rmSync(SMOKE_DIR, { recursive: true, force: true });
fs.mkdirSync(SMOKE_DIR, { recursive: true });
console.log(`[smoke] ${rows.length} README commands; build ${env.NEXT_DEPLOYMENT_ID}, data folder ${env.DATA_DIR}`);
const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts", "--build-only"], {
  env,
  stdio: "inherit",
});
if (build.status !== 0) throw new Error("the production build failed");

const results: [string, string][] = [];
let failed = false;
for (const row of rows) {
  if (row.skipped) {
    results.push([row.name, `not run: ${row.skipped}`]);
    continue;
  }
  const started = Date.now();
  try {
    await runSteps(row.steps);
    results.push([row.name, `ok (${Math.round((Date.now() - started) / 1000)} s)`]);
  } catch (error) {
    failed = true;
    results.push([row.name, `FAILED: ${error instanceof Error ? error.message : String(error)}`]);
  }
}
console.log("\n[smoke] README commands:");
for (const [name, result] of results) console.log(`  ${name}: ${result}`);
process.exit(failed ? 1 : 0);
