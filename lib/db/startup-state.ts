/**
 * Whether this process has finished preparing its database (lib/db/startup.ts: migrations, seed,
 * administrator). Next.js runs instrumentation.ts only when it handles its first request, and in a
 * module graph of its own, so the state is kept on globalThis where the start script, the backup
 * endpoint and /readyz (loaded outside Next.js) can wait for it.
 */
type StartupState = { finished: boolean; promise: Promise<void>; resolve: () => void };

const holder = globalThis as typeof globalThis & { __dseuDatabaseStartup?: StartupState };

function state(): StartupState {
  if (!holder.__dseuDatabaseStartup) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const created: StartupState = { finished: false, promise, resolve: () => undefined };
    created.resolve = () => {
      created.finished = true;
      resolve();
    };
    holder.__dseuDatabaseStartup = created;
  }
  return holder.__dseuDatabaseStartup;
}

export function markDatabaseStarted(): void {
  state().resolve();
}

export function databaseStarted(): boolean {
  return state().finished;
}

export function whenDatabaseStarted(): Promise<void> {
  return state().promise;
}
