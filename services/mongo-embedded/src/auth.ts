// Authentication for the embedded store: SCRAM-SHA-256 (RFC 5802/7677, as mongod speaks it through saslStart and
// saslContinue). With users configured, a connection may run only the handshake commands until it authenticates.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Binary } from 'bson';
import type { Doc } from './values.js';

export interface StoreUser {
  user: string;
  password: string;
}

const MECHANISM = 'SCRAM-SHA-256';
const ITERATIONS = 15_000; // mongod's default for SCRAM-SHA-256
/** What a connection may run before it authenticates, as on mongod with --auth. */
const OPEN_COMMANDS = new Set(['hello', 'ismaster', 'saslstart', 'saslcontinue', 'ping', 'buildinfo', 'logout', 'endsessions']);

interface Credential {
  salt: Buffer;
  storedKey: Buffer;
  serverKey: Buffer;
}

interface Conversation {
  id: number;
  user: string;
  clientFirstBare: string;
  serverFirst: string;
  nonce: string;
}

/** Per-connection authentication state. */
export interface ConnectionAuth {
  user: string | null;
  conversation: Conversation | null;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

function credentialFor(password: string): Credential {
  const salt = randomBytes(28);
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, ITERATIONS, 32, 'sha256');
  return { salt, storedKey: sha256(hmac(salted, 'Client Key')), serverKey: hmac(salted, 'Server Key') };
}

/** SCRAM attribute list "a=1,b=2" → map; values may contain '='. */
function attributes(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return map;
}

const unescapeName = (name: string) => name.replace(/=2C/g, ',').replace(/=3D/g, '=');

function payloadText(payload: unknown): string {
  if (payload instanceof Binary) return Buffer.from(payload.buffer).toString('utf8');
  if (typeof payload === 'string') return payload;
  throw new Error('payload must be binary');
}

const failure = (errmsg: string, code = 18, codeName = 'AuthenticationFailed'): Doc => ({ ok: 0, errmsg, code, codeName });

export function createAuthGate(users: StoreUser[]) {
  const credentials = new Map(users.map((u) => [u.user, credentialFor(u.password)]));
  let nextConversation = 1;

  const saslStart = (body: Doc, conn: ConnectionAuth): Doc => {
    if (body.mechanism !== MECHANISM) {
      return failure(`Received authentication for mechanism ${String(body.mechanism)} which is not enabled`, 2, 'BadValue');
    }
    let clientFirst: string;
    try {
      clientFirst = payloadText(body.payload);
    } catch {
      return failure('saslStart payload must be binary', 2, 'BadValue');
    }
    const gs2 = /^[ny],[^,]*,/.exec(clientFirst);
    if (!gs2) return failure('Invalid SCRAM client-first message');
    const clientFirstBare = clientFirst.slice(gs2[0].length);
    const attrs = attributes(clientFirstBare);
    const user = unescapeName(attrs.get('n') ?? '');
    const clientNonce = attrs.get('r') ?? '';
    const credential = credentials.get(user);
    if (!credential || !clientNonce) return failure('Authentication failed.');
    const nonce = clientNonce + randomBytes(24).toString('base64');
    const serverFirst = `r=${nonce},s=${credential.salt.toString('base64')},i=${ITERATIONS}`;
    const id = nextConversation++;
    conn.conversation = { id, user, clientFirstBare, serverFirst, nonce };
    return { conversationId: id, done: false, payload: new Binary(Buffer.from(serverFirst)), ok: 1 };
  };

  const saslContinue = (body: Doc, conn: ConnectionAuth): Doc => {
    const conversation = conn.conversation;
    if (!conversation || body.conversationId !== conversation.id) return failure('No SASL session state found');
    if (conn.user === conversation.user) {
      // The empty exchange after success (clients that do not skip it).
      conn.conversation = null;
      return { conversationId: conversation.id, done: true, payload: new Binary(Buffer.alloc(0)), ok: 1 };
    }
    let clientFinal: string;
    try {
      clientFinal = payloadText(body.payload);
    } catch {
      return failure('saslContinue payload must be binary', 2, 'BadValue');
    }
    const attrs = attributes(clientFinal);
    const proof = Buffer.from(attrs.get('p') ?? '', 'base64');
    const withoutProof = clientFinal.slice(0, clientFinal.lastIndexOf(',p='));
    const credential = credentials.get(conversation.user)!;
    if (attrs.get('r') !== conversation.nonce || proof.length !== 32) {
      conn.conversation = null;
      return failure('Authentication failed.');
    }
    const authMessage = `${conversation.clientFirstBare},${conversation.serverFirst},${withoutProof}`;
    const clientSignature = hmac(credential.storedKey, authMessage);
    const clientKey = Buffer.from(proof.map((byte, i) => byte ^ clientSignature[i]!));
    if (!timingSafeEqual(sha256(clientKey), credential.storedKey)) {
      conn.conversation = null;
      return failure('Authentication failed.');
    }
    conn.user = conversation.user;
    const serverSignature = hmac(credential.serverKey, authMessage).toString('base64');
    const skipEmpty = (body.options as Doc | undefined)?.skipEmptyExchange === true;
    if (skipEmpty) conn.conversation = null;
    return { conversationId: conversation.id, done: skipEmpty, payload: new Binary(Buffer.from(`v=${serverSignature}`)), ok: 1 };
  };

  return {
    newConnection: (): ConnectionAuth => ({ user: null, conversation: null }),
    /** A reply for handshake commands and for anything refused; null lets the command run. */
    intercept(body: Doc, conn: ConnectionAuth): Doc | null {
      const name = (Object.keys(body)[0] ?? '').toLowerCase();
      if (name === 'saslstart') return saslStart(body, conn);
      if (name === 'saslcontinue') return saslContinue(body, conn);
      if (name === 'logout') {
        conn.user = null;
        return { ok: 1 };
      }
      if (conn.user || OPEN_COMMANDS.has(name)) return null;
      return failure(`Command ${Object.keys(body)[0] ?? ''} requires authentication`, 13, 'Unauthorized');
    },
    /** hello tells the driver which mechanism to use, as mongod does when asked with saslSupportedMechs. */
    decorateHello(body: Doc, reply: Doc): Doc {
      const asked = body.saslSupportedMechs;
      if (typeof asked !== 'string') return reply;
      const user = asked.slice(asked.indexOf('.') + 1);
      return credentials.has(user) ? { ...reply, saslSupportedMechs: [MECHANISM] } : reply;
    },
  };
}

export type AuthGate = ReturnType<typeof createAuthGate>;
