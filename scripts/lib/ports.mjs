// Local TCP ports of the stack's processes: whether one is open, and waiting for a process to open its own.
import net from 'node:net';

/** Whether something accepts connections on 127.0.0.1:`port` right now. */
export async function isPortOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until `name` opens 127.0.0.1:`port`, checking every `intervalMs`; fails after `timeoutMs`, or at once when
 * `child` (the process that should open it) has exited.
 * @param {number} port
 * @param {number} timeoutMs
 * @param {{ name: string, child?: import('node:child_process').ChildProcess, intervalMs?: number }} options
 */
export async function waitForPort(port, timeoutMs, { name, child, intervalMs = 100 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} (see its log)`);
    if (await isPortOpen(port)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${name} did not open port ${port} within ${timeoutMs} ms`);
}
