/**
 * Entry of a BOM reading thread (started by parse-pool.ts): one task at a time, replies on the parent port.
 * Nothing here touches the database; a crash or a heap-limit stop ends only this thread.
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.js';
import { classifyTable, inspectTable } from './analyse.js';
import type { ThreadReply, ThreadRequest } from './parse-pool.js';

const port = parentPort;
if (!port) throw new Error('parse-thread.ts runs only as a worker thread');

/** A Buffer crosses threads as a plain Uint8Array: view the same bytes as a Buffer again (no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function reply(message: ThreadReply): void {
  port!.postMessage(message);
}

port.on('message', async ({ id, task }: ThreadRequest) => {
  try {
    if (task.kind === 'inspect') {
      reply({ id, type: 'result', value: await inspectTable({ ...task.input, buffer: asBuffer(task.input.buffer) }) });
    } else {
      const outcome = await classifyTable({ ...task.input, buffer: asBuffer(task.input.buffer) }, (lines, offset, total) =>
        reply({ id, type: 'chunk', lines, offset, total }),
      );
      reply({ id, type: 'result', value: outcome });
    }
  } catch (error) {
    if (error instanceof AppError) {
      reply({ id, type: 'error', error: { app: true, code: error.code, message: error.message, details: error.details } });
    } else {
      const e = error as Error;
      reply({ id, type: 'error', error: { app: false, code: null, message: e?.message ?? String(error), details: e?.stack } });
    }
  }
});
