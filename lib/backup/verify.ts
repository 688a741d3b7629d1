import type { Readable } from "node:stream";
import { sha256Hex } from "../files/store";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  filesChecksum,
  readArchive,
  RowHash,
  type ArchiveHeader,
  type ArchiveLine,
  type Checksums,
  type FileEntry,
  type SecretEntry,
  type TableStart,
} from "./archive";

export type ArchiveVisitor = {
  table?(start: TableStart): Promise<void> | void;
  row?(table: TableStart, text: string): Promise<void> | void;
  tableEnd?(table: TableStart): Promise<void> | void;
  file?(entry: FileEntry): Promise<void> | void;
  secret?(entry: SecretEntry): Promise<void> | void;
};

export type ArchiveSummary = { header: ArchiveHeader; checksums: Checksums; secrets: string[] };

/**
 * Reads an archive through, checking everything it can without a database: each table's rows
 * against its checksum, each file's bytes against the hash its record names, and the trailer
 * that only a finished backup writes. `visit` sees every line once it has been checked as far as
 * it can be (a restore inserts rows through it). Throws ArchiveError on the first fault.
 */
export async function readAndCheckArchive(input: Readable, visit: ArchiveVisitor = {}): Promise<ArchiveSummary> {
  let header: ArchiveHeader | undefined;
  let table: { start: TableStart; hash: RowHash; files: boolean; contents: boolean } | undefined;
  const tables: Checksums["tables"] = {};
  const recorded = new Map<string, { sha256: string; size: number }>();
  const checkedFiles: { sha256: string; size: number }[] = [];
  const secrets: string[] = [];
  let trailer: Extract<ArchiveLine, { kind: "Z" }>["value"] | undefined;

  for await (const line of readArchive(input)) {
    if (trailer) throw new ArchiveError("the archive goes on after its trailer");
    if (!header && line.kind !== "H") throw new ArchiveError("the archive does not start with its header");
    switch (line.kind) {
      case "H":
        if (header) throw new ArchiveError("the archive has two headers");
        if (line.value.format !== ARCHIVE_FORMAT) throw new ArchiveError("this is not a DSEU backup archive");
        if (line.value.version !== ARCHIVE_VERSION) {
          throw new ArchiveError(
            `archive version ${line.value.version} is not ${ARCHIVE_VERSION}, which this release reads`,
          );
        }
        header = line.value;
        break;
      case "T":
        if (table) throw new ArchiveError(`table ${table.start.name} has no end`);
        table = {
          start: line.value,
          hash: new RowHash(),
          files: line.value.name === "stored_files",
          contents: line.value.name === "stored_file_contents",
        };
        await visit.table?.(line.value);
        break;
      case "R": {
        if (!table) throw new ArchiveError("a row outside any table");
        table.hash.add(line.text);
        if (table.files) {
          const row = JSON.parse(line.text) as { id: string; sha256: string; size_bytes: number };
          recorded.set(row.id, { sha256: row.sha256, size: Number(row.size_bytes) });
        } else if (table.contents) {
          checkedFiles.push(checkContents(JSON.parse(line.text) as { file_id: string; bytes: string }, recorded));
        }
        await visit.row?.(table.start, line.text);
        break;
      }
      case "E": {
        if (!table || table.start.name !== line.value.name)
          throw new ArchiveError(`an unexpected end of ${line.value.name}`);
        const sha256 = table.hash.digest();
        if (sha256 !== line.value.sha256 || table.hash.rows !== line.value.rows) {
          throw new ArchiveError(`table ${line.value.name}: its rows do not match its checksum`);
        }
        tables[line.value.name] = { rows: line.value.rows, sha256 };
        await visit.tableEnd?.(table.start);
        table = undefined;
        break;
      }
      case "F":
        if (line.value.base64 !== undefined) {
          const bytes = Buffer.from(line.value.base64, "base64");
          if (sha256Hex(bytes) !== line.value.sha256 || bytes.length !== line.value.size) {
            throw new ArchiveError(`file ${line.value.key}: its bytes do not match its hash`);
          }
        }
        checkedFiles.push({ sha256: line.value.sha256, size: line.value.size });
        await visit.file?.(line.value);
        break;
      case "S":
        secrets.push(line.value.name);
        await visit.secret?.(line.value);
        break;
      case "Z":
        trailer = line.value;
        break;
    }
  }
  if (!header) throw new ArchiveError("the archive is empty");
  if (!trailer || table)
    throw new ArchiveError("the archive is incomplete (it has no trailer): the backup did not finish");
  if (header.fileStore === "database" && checkedFiles.length !== recorded.size) {
    throw new ArchiveError(`${recorded.size - checkedFiles.length} stored file(s) have no bytes in the archive`);
  }
  const files = filesChecksum(checkedFiles);
  for (const [name, sums] of Object.entries(trailer.checksums.tables)) {
    if (tables[name]?.sha256 !== sums.sha256)
      throw new ArchiveError(`table ${name} differs from the trailer's checksum`);
  }
  if (Object.keys(tables).length !== Object.keys(trailer.checksums.tables).length) {
    throw new ArchiveError("the archive's tables differ from its trailer's list");
  }
  if (files.sha256 !== trailer.checksums.files.sha256)
    throw new ArchiveError("the files differ from the trailer's checksum");
  return { header, checksums: { tables, files }, secrets };
}

/** A stored file's bytes as jsonb writes bytea ("\\x" then hex), checked against its record. */
function checkContents(
  row: { file_id: string; bytes: string },
  recorded: Map<string, { sha256: string; size: number }>,
): { sha256: string; size: number } {
  const expected = recorded.get(row.file_id);
  const bytes = Buffer.from(row.bytes.replace(/^\\x/, ""), "hex");
  if (!expected || sha256Hex(bytes) !== expected.sha256 || bytes.length !== expected.size) {
    throw new ArchiveError(`stored file ${row.file_id}: its bytes do not match its record`);
  }
  return expected;
}

/** The checksums as the commands print them: one line per table, then the files. */
export function describeChecksums(checksums: Checksums): string[] {
  const width = Math.max(...Object.keys(checksums.tables).map((name) => name.length), 5);
  return [
    ...Object.entries(checksums.tables).map(
      ([name, sums]) => `${name.padEnd(width)}  ${String(sums.rows).padStart(8)} rows  sha256 ${sums.sha256}`,
    ),
    `${"files".padEnd(width)}  ${String(checksums.files.count).padStart(8)} files sha256 ${checksums.files.sha256} (${checksums.files.bytes} bytes)`,
  ];
}
