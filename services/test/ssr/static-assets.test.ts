/**
 * The static servers (the shell's and each remote's) send the build's brotli and gzip copies of a script as they
 * are, with the cache rules of the file they hold; a file without copies is still compressed on the fly.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';

type AppFactory = { listen(port: number, host: string, cb: () => void): Server };
const { createStaticApp } = (await import('../../../shell/sdk/build/serve-static.mjs' as string)) as {
  createStaticApp(dir: string, options: { spaFallback: boolean; cors: boolean }): AppFactory;
};

/** A raw GET (no decoding), so the test sees the bytes and headers as sent. */
function get(url: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static assets', () => {
  const script = `console.log(${JSON.stringify('forge '.repeat(2000))});\n`;
  let dist: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'forge-static-'));
    await writeFile(join(dist, 'main.0123456789.js'), script);
    await writeFile(join(dist, 'main.0123456789.js.br'), brotliCompressSync(script));
    await writeFile(join(dist, 'main.0123456789.js.gz'), gzipSync(script));
    await writeFile(join(dist, 'plain.9876543210.js'), script);
    server = await new Promise<Server>((resolve) => {
      const s = createStaticApp(dist, { spaFallback: false, cors: false }).listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dist, { recursive: true, force: true });
  });

  test('a browser that takes brotli gets the build’s brotli copy, typed and cached as the script', async () => {
    const res = await get(`${url}/main.0123456789.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.equals(brotliCompressSync(script))).toBe(true);
  });

  test('gzip only: the gzip copy; neither: the script itself', async () => {
    const gz = await get(`${url}/main.0123456789.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(gzipSync(script))).toBe(true);
    const plain = await get(`${url}/main.0123456789.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  test('a file the build left without copies is compressed on the fly', async () => {
    const res = await get(`${url}/plain.9876543210.js`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a missing file answers 404', async () => {
    expect((await get(`${url}/missing.0000000000.js`, 'br')).status).toBe(404);
  });
});
