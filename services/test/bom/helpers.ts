import { crc32, deflateRawSync } from 'node:zlib';
import { expect } from '@jest/globals';
import { jsonOrText } from '../support/http.js';
import type { TestStack } from '../support/stack.js';

export async function uploadFile(stack: TestStack, token: string, fileName: string, content: Buffer | string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : new Uint8Array(content)], { type }), fileName);
  const response = await fetch(`${stack.api.url}/api/bom/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await jsonOrText(response) };
}

/** Polls until the check returns a value (no timing assertions: the jest timeout bounds it). */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, intervalMs = 100): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export async function waitForUpload(stack: TestStack, token: string, id: string, states = ['completed', 'failed']) {
  return waitFor(async () => {
    const res = await stack.request('GET', `/api/bom/uploads/${id}`, { token });
    return states.includes(res.body?.upload?.state) ? res.body.upload : null;
  });
}

/** Uploads a CSV, processes it with the column mapping and waits until it completed: its id and its lines. */
export async function processedBom(stack: TestStack, token: string, fileName: string, csv: string, mapping: Record<string, number>): Promise<{ id: string; lines: any[] }> {
  const uploaded = await uploadFile(stack, token, fileName, csv, 'text/csv');
  expect(uploaded.status).toBe(201);
  const id: string = uploaded.body.upload.id;
  const queued = await stack.request('POST', `/api/bom/uploads/${id}/process`, { token, body: { mapping } });
  expect(queued.status).toBe(202);
  expect((await waitForUpload(stack, token, id)).state).toBe('completed');
  return { id, lines: (await stack.request('GET', `/api/bom/uploads/${id}/lines`, { token })).body };
}

/** A minimal zip writer (stored or deflated entries) for crafting good and hostile XLSX files. */
export function buildZip(entries: { name: string; data: Buffer; deflate?: boolean; claimedSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate === false ? entry.data : deflateRawSync(entry.data);
    const method = entry.deflate === false ? 0 : 8;
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    // The fields a local header and its central directory entry share: the central entry has them 2 bytes further
    // on, after its "version made by".
    const writeShared = (header: Buffer, shift: number) => {
      header.writeUInt16LE(20, 4 + shift); // version needed to extract
      header.writeUInt16LE(method, 8 + shift);
      header.writeUInt32LE(crc, 14 + shift);
      header.writeUInt32LE(body.length, 18 + shift);
      header.writeUInt32LE(size, 22 + shift);
      header.writeUInt16LE(name.length, 26 + shift);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeShared(local, 0);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeShared(central, 2);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** Reads an SSE stream until the server ends it; returns the parsed data events. */
export async function readSse(url: string, token: string): Promise<any[]> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`SSE answered ${response.status}`);
  const events: any[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let index;
    while ((index = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
    }
  }
  return events;
}
