/**
 * Browser policy headers (issue 17 part 1) on the real servers: the API (helmet, CORS for configured origins only),
 * the shell server (CSP built from the run-time remote list, framing, HSTS on https) and a remote's static server.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestStack, type TestStack } from '../support/stack.js';

type AppFactory = { listen(port: number, host: string, cb: () => void): Server };
const shellServer = (await import('../../../shell/server/main.mjs' as string)) as { createShellServer(config: unknown): AppFactory };
const shellConfig = (await import('../../../shell/server/config.mjs' as string)) as { loadShellConfig(env: Record<string, string>): Record<string, unknown> };
const staticServer = (await import('../../../shell/sdk/build/serve-static.mjs' as string)) as { createStaticApp(dir: string, options: unknown): AppFactory };

async function listen(app: AppFactory): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('security headers (real API, shell server and remote server)', () => {
  let stack: TestStack;
  let dist: string;
  const servers: Server[] = [];
  let shellUrl: string;
  let httpsShellUrl: string;
  let remoteUrl: string;

  beforeAll(async () => {
    stack = await startTestStack({ env: { CORS_ORIGINS: 'https://app.forge.test' } });
    dist = await mkdtemp(join(tmpdir(), 'forge-shell-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script defer src="/main.js"></script>');
    await writeFile(join(dist, 'silent-check-sso.html'), '<script>parent.postMessage(location.href, location.origin);</script>');
    const env = {
      SHELL_PORT: '0',
      SHELL_DIST: dist,
      API_URL: stack.api.url,
      KEYCLOAK_URL: 'http://id.forge.test:8180',
      REMOTES: 'mf_discovery=http://cdn-a.forge.test:3001,mf_bom=http://moved.forge.test:9002',
    };
    const shell = await listen(shellServer.createShellServer(shellConfig.loadShellConfig(env)));
    const httpsShell = await listen(shellServer.createShellServer(shellConfig.loadShellConfig({ ...env, PUBLIC_URL: 'https://app.forge.test' })));
    const remote = await listen(staticServer.createStaticApp(dist, { cors: { origins: ['http://localhost:8080'] } }));
    servers.push(shell.server, httpsShell.server, remote.server);
    [shellUrl, httpsShellUrl, remoteUrl] = [shell.url, httpsShell.url, remote.url];
  });

  afterAll(async () => {
    for (const server of servers) server.close();
    await stack?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('API: helmet headers for JSON, no X-Powered-By, no HSTS on http', async () => {
    const { headers } = await stack.request('GET', '/api/suppliers?q=cnc');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('API: CORS reflects only configured origins', async () => {
    const allowed = await stack.request('GET', '/api/suppliers', { headers: { origin: 'https://app.forge.test' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.forge.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await stack.request('GET', '/api/suppliers', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${stack.api.url}/api/rfqs`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('shell: CSP from the run-time remote list, identity provider and widget; hashes, never unsafe-eval', async () => {
    const response = await fetch(`${shellUrl}/discover`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-eval');
    const scripts = directive(csp, 'script-src');
    expect(scripts).toEqual(expect.arrayContaining(["'self'", 'http://cdn-a.forge.test:3001', 'http://moved.forge.test:9002', 'https://platform.twitter.com']));
    expect(scripts).not.toContain("'unsafe-inline'");
    // The silent check-sso page's inline script, hashed from the built file at start.
    expect(scripts).toContain("'sha256-NuGEHWbQP7fFayUad46pwOQjhf59O6x6VUaef+Cctms='");
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://id.forge.test:8180', 'http://moved.forge.test:9002']));
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'http://id.forge.test:8180', 'https://platform.twitter.com']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('shell: the silent check-sso page may be framed by its own origin only', async () => {
    const response = await fetch(`${shellUrl}/silent-check-sso.html`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('shell: HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const response = await fetch(`${httpsShellUrl}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it("shell: the API's own policy on proxied /api responses", async () => {
    const response = await fetch(`${shellUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("remote server: nosniff, CORS for the shell's origin only", async () => {
    const own = await fetch(`${remoteUrl}/index.html`, { headers: { origin: 'http://localhost:8080' } });
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const foreign = await fetch(`${remoteUrl}/index.html`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('x-content-type-options')).toBe('nosniff');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
