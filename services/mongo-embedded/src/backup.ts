// Online backups of a data directory, taken while the server runs, and restores into a stopped one.
//
// Taking one: every log file is hard-linked first, then the snapshot. Logs are append-only and a write is in its
// log before it is acknowledged, so the links hold every write acknowledged before the backup began; a compaction
// that runs meanwhile only adds a newer snapshot (recovery applies the logs newer than whichever snapshot it finds)
// and cannot delete a log we already linked. Each linked file is copied up to the size it had when linked (a torn
// last record is repaired by recovery, as after a crash). One file holds it all:
//   FMBAK001 | file bytes... | header JSON (names, sizes, SHA-256 each) | header length (u32 LE) | SHA-256 of all before
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listLogs, SNAPSHOT } from './logformat.js';

const MAGIC = Buffer.from('FMBAK001');
const CHUNK = 1 << 20;

export interface BackupHeader {
  format: 1;
  createdAt: string;
  source: string;
  files: { name: string; size: number; sha256: string }[];
}

/** Copies `length` bytes from `fd` at `position` through `sink`. */
function pump(fd: number, position: number, length: number, sink: (chunk: Buffer) => void): void {
  const buffer = Buffer.allocUnsafe(CHUNK);
  let left = length;
  while (left > 0) {
    const read = fs.readSync(fd, buffer, 0, Math.min(CHUNK, left), position);
    if (read === 0) throw new Error('unexpected end of file');
    sink(buffer.subarray(0, read));
    position += read;
    left -= read;
  }
}

function linkIfPresent(source: string, target: string): boolean {
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false; // compacted away: the snapshot covers it
    throw error;
  }
}

/** Backs up a data directory, live or stopped, into `outFile` (written under a temporary name, then renamed). */
export function backupDataDir(dataDir: string, outFile: string): { file: string; bytes: number; files: number } {
  if (!fs.existsSync(dataDir)) throw new Error(`${dataDir} does not exist`);
  const staging = fs.mkdtempSync(path.join(path.dirname(path.resolve(dataDir)), '.backup-staging-'));
  try {
    for (const log of listLogs(dataDir)) linkIfPresent(log.file, path.join(staging, path.basename(log.file)));
    linkIfPresent(path.join(dataDir, SNAPSHOT), path.join(staging, SNAPSHOT));
    const names = fs.readdirSync(staging).sort();
    const sizes = names.map((name) => fs.statSync(path.join(staging, name)).size);

    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    const partial = `${outFile}.partial`;
    const out = fs.openSync(partial, 'w', 0o600);
    const whole = createHash('sha256');
    let bytes = 0;
    const write = (chunk: Buffer) => {
      whole.update(chunk);
      fs.writeSync(out, chunk);
      bytes += chunk.length;
    };
    try {
      write(MAGIC);
      const files = names.map((name, i) => {
        const hash = createHash('sha256');
        const input = fs.openSync(path.join(staging, name), 'r');
        try {
          pump(input, 0, sizes[i]!, (chunk) => {
            hash.update(chunk);
            write(chunk);
          });
        } finally {
          fs.closeSync(input);
        }
        return { name, size: sizes[i]!, sha256: hash.digest('hex') };
      });
      const header: BackupHeader = { format: 1, createdAt: new Date().toISOString(), source: path.resolve(dataDir), files };
      const headerBytes = Buffer.from(JSON.stringify(header));
      const length = Buffer.alloc(4);
      length.writeUInt32LE(headerBytes.length);
      write(headerBytes);
      write(length);
      const digest = whole.digest();
      fs.writeSync(out, digest);
      bytes += digest.length;
      fs.fsyncSync(out);
    } finally {
      fs.closeSync(out);
    }
    fs.renameSync(partial, outFile);
    return { file: outFile, bytes, files: names.length };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads and checks a backup; throws a clear message for anything damaged. */
export function verifyBackup(file: string): BackupHeader {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  try {
    const magic = Buffer.alloc(8);
    if (size < 8 + 4 + 32 || fs.readSync(fd, magic, 0, 8, 0) < 8 || !magic.equals(MAGIC)) {
      throw new Error(`${file} is not a Forge store backup`);
    }
    const whole = createHash('sha256');
    pump(fd, 0, size - 32, (chunk) => whole.update(chunk));
    const expected = Buffer.alloc(32);
    fs.readSync(fd, expected, 0, 32, size - 32);
    if (!whole.digest().equals(expected)) {
      throw new Error(`${file} is damaged: its checksum does not match, so it was not restored`);
    }
    const length = Buffer.alloc(4);
    fs.readSync(fd, length, 0, 4, size - 36);
    const headerLength = length.readUInt32LE(0);
    const headerBytes = Buffer.alloc(headerLength);
    fs.readSync(fd, headerBytes, 0, headerLength, size - 36 - headerLength);
    const header = JSON.parse(headerBytes.toString('utf8')) as BackupHeader;
    for (const entry of header.files) {
      if (path.basename(entry.name) !== entry.name) throw new Error(`${file} names a file outside the data directory`);
    }
    return header;
  } finally {
    fs.closeSync(fd);
  }
}

function storeRunningIn(dataDir: string): number | null {
  const lock = path.join(dataDir, 'LOCK');
  if (!fs.existsSync(lock)) return null;
  const pid = Number(fs.readFileSync(lock, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Restores a checked backup into a data directory that no running store holds. */
export function restoreBackup(file: string, dataDir: string, { force = false } = {}): { files: number } {
  const header = verifyBackup(file);
  const pid = storeRunningIn(dataDir);
  if (pid !== null) throw new Error(`${dataDir} is in use by a running store (process ${pid}): stop it before restoring`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((f) => f !== 'LOCK') && !force) {
    throw new Error(`${dataDir} is not empty: restore into an empty directory, or pass --force to replace its contents`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const fd = fs.openSync(file, 'r');
  try {
    let position = MAGIC.length;
    for (const entry of header.files) {
      const out = fs.openSync(path.join(dataDir, entry.name), 'w', 0o600);
      try {
        pump(fd, position, entry.size, (chunk) => fs.writeSync(out, chunk));
        fs.fsyncSync(out);
      } finally {
        fs.closeSync(out);
      }
      position += entry.size;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { files: header.files.length };
}
