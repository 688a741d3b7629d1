/**
 * What this process is writing right now under DATA_DIR/files: upload spools, copies being
 * written, and hashes whose row is not committed yet. The sweep (lib/files/sweep.ts) leaves these
 * alone and removes every other leftover at once, whatever its age: a crash (kill -9 included)
 * leaves nothing that outlives the next sweep.
 */
const paths = new Set<string>();
const hashes = new Map<string, number>();

export const inFlightPaths = {
  add: (file: string) => void paths.add(file),
  delete: (file: string) => void paths.delete(file),
  has: (file: string) => paths.has(file),
};

export const inFlightHashes = {
  add(sha256: string): void {
    hashes.set(sha256, (hashes.get(sha256) ?? 0) + 1);
  },
  delete(sha256: string): void {
    const left = (hashes.get(sha256) ?? 1) - 1;
    if (left > 0) hashes.set(sha256, left);
    else hashes.delete(sha256);
  },
  has: (sha256: string) => hashes.has(sha256),
};

/**
 * Temporary names carry the writing process's id: `<anything>.<pid>.<random><suffix>`. The sweep
 * removes one whose process is gone, or is this very process but no longer writing it.
 */
export function temporaryName(prefix: string, suffix: string): string {
  return `${prefix}.${process.pid}.${Math.random().toString(36).slice(2, 10)}${suffix}`;
}

export function writerOf(name: string): number | undefined {
  const match = /\.(\d+)\.[0-9a-z]+\.(?:tmp|part)$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

export function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
