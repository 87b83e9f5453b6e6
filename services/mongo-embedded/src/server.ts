// TCP server: one connection per client socket, commands run synchronously against the store,
// the command's log record is written (and synced per policy) before the reply is sent.
import net from 'node:net';
import { ObjectId } from 'bson';
import { createAuthGate, type StoreUser } from './auth.js';
import { runCommand, type CommandContext } from './commands.js';
import { CursorManager } from './cursors.js';
import { Persistence, type RecoveryStats } from './persist.js';
import { Store } from './store.js';
import { expireDocuments } from './ttl.js';
import type { Doc } from './values.js';
import {
  encodeMsg,
  encodeReply,
  MAX_MESSAGE_SIZE,
  MessageReader,
  MSG_EXHAUST_ALLOWED,
  MSG_MORE_TO_COME,
  parseMessage,
  type Incoming,
} from './wire.js';

export interface ServerOptions {
  port: number;
  host: string;
  dataDir?: string | undefined;
  inMemory: boolean;
  fsync: 'always' | 'interval';
  fsyncIntervalMs: number;
  cursorTimeoutMs: number;
  compactBytes: number;
  /** Observes server-side time per command (used by the benchmark). */
  onCommand?: (name: string, ms: number, cpuMs: number) => void;
  /** How often TTL indexes are applied (mongod: 60 s). */
  ttlIntervalMs?: number | undefined;
  /** With users, a connection must authenticate (SCRAM-SHA-256) before anything but the handshake. */
  users?: StoreUser[] | undefined;
}

export interface RunningServer {
  port: number;
  uri: string;
  recovery: RecoveryStats | null;
  /** Resolves once a background compaction (if any) has finished. */
  compacted(): Promise<void>;
  stop(): Promise<void>;
}

const AWAIT_CAP_MS = 10_000;

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const store = new Store();
  let persistence: Persistence | null = null;
  let recovery: RecoveryStats | null = null;
  if (!opts.inMemory) {
    if (!opts.dataDir) throw new Error('dataDir is required unless inMemory is set');
    persistence = new Persistence({
      dir: opts.dataDir,
      fsync: opts.fsync,
      fsyncIntervalMs: opts.fsyncIntervalMs,
      compactBytes: opts.compactBytes,
    });
    recovery = persistence.open(store);
  }
  const cursors = new CursorManager(opts.cursorTimeoutMs);
  const gate = opts.users?.length ? createAuthGate(opts.users) : null;
  const processId = new ObjectId();
  const startedAt = new Date();
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let nextConnectionId = 1;
  let nextRequestId = 1;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = nextConnectionId++;
    const reader = new MessageReader(MAX_MESSAGE_SIZE);
    const ctxBase = { store, cursors, connectionId, processId, startedAt };
    const auth = gate?.newConnection();
    // Every command of this connection passes the authentication gate, when there is one.
    const run = (body: Doc, ctx: CommandContext): Doc => {
      if (!gate || !auth) return execute(body, ctx);
      const refused = gate.intercept(body, auth);
      if (refused) return refused;
      const name = (Object.keys(body)[0] ?? '').toLowerCase();
      const reply = execute(body, ctx);
      return name === 'hello' || name === 'ismaster' ? gate.decorateHello(body, reply) : reply;
    };
    let closed = false;
    const connTimers = new Set<NodeJS.Timeout>();
    const close = (): void => {
      if (closed) return;
      closed = true;
      for (const t of connTimers) {
        clearTimeout(t);
        timers.delete(t);
      }
      sockets.delete(socket);
      socket.destroy();
    };
    socket.on('error', close);
    socket.on('close', close);
    socket.on('data', (chunk: Buffer) => {
      if (closed) return;
      let messages: Buffer[];
      try {
        messages = reader.push(chunk);
        for (const raw of messages) {
          if (closed) return;
          handle(parseMessage(raw));
        }
      } catch {
        // Malformed or hostile input ends this connection only.
        close();
      }
    });

    const send = (buf: Buffer): void => {
      if (!closed) socket.write(buf);
    };

    const handle = (msg: Incoming): void => {
      if (msg.kind === 'query') {
        if (!msg.collection.endsWith('.$cmd'))
          throw new Error('legacy OP_QUERY is only supported for commands');
        const db = msg.collection.slice(0, -'.$cmd'.length);
        const reply = run(msg.body, { ...ctxBase, db });
        send(encodeReply(nextRequestId++, msg.header.requestId, reply));
        return;
      }
      const db = msg.body.$db;
      if (typeof db !== 'string' || db.length === 0) {
        send(
          encodeMsg(nextRequestId++, msg.header.requestId, {
            ok: 0,
            errmsg: 'OP_MSG requires a $db argument',
            code: 40571,
            codeName: 'Location40571',
          }),
        );
        return;
      }
      const name = Object.keys(msg.body)[0];
      const isHello = name === 'hello' || name === 'isMaster' || name === 'ismaster';
      const awaitMs = msg.body.maxAwaitTimeMS;
      if (isHello && msg.body.topologyVersion !== undefined && typeof awaitMs === 'number') {
        // Awaitable hello: the topology never changes, so answer when the wait expires.
        const exhaust = (msg.flags & MSG_EXHAUST_ALLOWED) !== 0;
        const respond = (responseTo: number): void => {
          const timer = setTimeout(
            () => {
              timers.delete(timer);
              connTimers.delete(timer);
              if (closed) return;
              const requestId = nextRequestId++;
              send(
                encodeMsg(
                  requestId,
                  responseTo,
                  run(msg.body, { ...ctxBase, db }),
                  exhaust ? MSG_MORE_TO_COME : 0,
                ),
              );
              if (exhaust) respond(requestId);
            },
            Math.min(Math.max(awaitMs, 0), AWAIT_CAP_MS),
          );
          timers.add(timer);
          connTimers.add(timer);
        };
        respond(msg.header.requestId);
        return;
      }
      const rawDocuments = msg.raw.get('documents');
      const reply = run(msg.body, { ...ctxBase, db, ...(rawDocuments ? { rawDocuments } : {}) });
      if (msg.flags & MSG_MORE_TO_COME) return;
      send(encodeMsg(nextRequestId++, msg.header.requestId, reply));
    };
  });

  /** Runs the command and makes its writes durable (per fsync policy) before the reply goes out. */
  const execute = (body: Doc, ctx: CommandContext): Doc => {
    const t0 = opts.onCommand ? performance.now() : 0;
    const cpu0 = opts.onCommand ? process.cpuUsage() : undefined;
    const reply = runCommandDurably(body, ctx);
    if (opts.onCommand && cpu0) {
      const cpu = process.cpuUsage(cpu0);
      opts.onCommand(Object.keys(body)[0] ?? '', performance.now() - t0, (cpu.user + cpu.system) / 1000);
    }
    return reply;
  };

  const runCommandDurably = (body: Doc, ctx: CommandContext): Doc => {
    const reply = runCommand(body, ctx);
    const ops = store.takeJournal();
    if (persistence && ops.length > 0) {
      try {
        persistence.append(ops);
      } catch (err) {
        // The write is applied in memory but not durable: say so rather than acknowledge it.
        return {
          ok: 0,
          errmsg: `failed to write the log: ${String(err)}`,
          code: 1,
          codeName: 'InternalError',
        };
      }
    }
    return reply;
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    cursors.close();
    await persistence?.close();
    throw err;
  }
  const ttlTimer = setInterval(() => {
    expireDocuments(store, Date.now());
    const ops = store.takeJournal();
    if (!persistence || ops.length === 0) return;
    try {
      persistence.append(ops);
    } catch (err) {
      process.emitWarning(`forge-mongo: TTL deletions not logged: ${String(err)}`);
    }
  }, opts.ttlIntervalMs ?? 60_000);
  ttlTimer.unref();
  // Accept errors (e.g. out of file descriptors) must not take the process down.
  server.on('error', (err) => process.emitWarning(`forge-mongo: server error: ${err.message}`));
  const address = server.address() as net.AddressInfo;
  let stopping: Promise<void> | null = null;
  return {
    port: address.port,
    uri: `mongodb://${opts.host}:${address.port}`,
    recovery,
    compacted: () => persistence?.whenCompacted() ?? Promise.resolve(),
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(ttlTimer);
        for (const t of timers) clearTimeout(t);
        timers.clear();
        for (const s of sockets) s.destroy();
        sockets.clear();
        server.close(() => {
          cursors.close();
          void (persistence ? persistence.close() : Promise.resolve()).then(resolve, resolve);
        });
      });
      return stopping;
    },
  };
}
