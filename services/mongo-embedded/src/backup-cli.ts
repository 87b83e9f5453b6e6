#!/usr/bin/env node
// forge-mongo-backup: `backup <data-dir> <out-file>` while the store runs; `restore <file> <data-dir> [--force]`
// into a stopped one. Exit 1 with a clear message on anything damaged or unsafe.
import { backupDataDir, restoreBackup, verifyBackup } from './backup.js';

const [command, first, second, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup' && first && second) {
    const result = backupDataDir(first, second);
    console.log(`Backup written: ${result.file} (${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB, SHA-256 checked on restore)`);
  } else if (command === 'restore' && first && second) {
    const result = restoreBackup(first, second, { force: rest.includes('--force') });
    console.log(`Restored ${result.files} files from ${first} into ${second}. Start the store to load it.`);
  } else if (command === 'verify' && first) {
    const header = verifyBackup(first);
    console.log(`${first}: intact, taken ${header.createdAt} from ${header.source} (${header.files.length} files)`);
  } else {
    console.error('usage: forge-mongo-backup backup <data-dir> <out-file> | restore <file> <data-dir> [--force] | verify <file>');
    process.exit(2);
  }
} catch (error) {
  console.error(`forge-mongo-backup: ${(error as Error).message}`);
  process.exit(1);
}
