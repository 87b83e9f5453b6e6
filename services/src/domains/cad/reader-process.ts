/**
 * Entry of a model-reading process (started by reader-pool.ts): one file at a time, read from a temporary file,
 * facts sent back over IPC. Nothing here touches the database; the pool kills this process at its limits.
 */
import { readFile } from 'node:fs/promises';
import { warmUp } from './brep.js';
import { ModelReadError } from './errors.js';
import { readModel } from './read-model.js';
import type { ReaderReply, ReaderRequest } from './reader-pool.js';

if (!process.send) throw new Error('reader-process runs only as a child process with IPC');

const reply = (message: ReaderReply) => process.send!(message);

process.on('message', async (request: ReaderRequest) => {
  const { id, format, path, fileName } = request;
  try {
    const bytes = await readFile(path);
    const facts = await readModel(format, bytes, fileName, (percent) => reply({ id, type: 'progress', percent }));
    reply({ id, type: 'result', facts });
  } catch (error) {
    if (error instanceof ModelReadError) reply({ id, type: 'error', code: error.code, message: error.message });
    else reply({ id, type: 'error', code: null, message: (error as Error)?.message ?? String(error) });
  }
});

warmUp();

// the parent went away: nothing left to read for
process.on('disconnect', () => process.exit(0));
