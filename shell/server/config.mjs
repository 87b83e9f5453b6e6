// The shell server's settings, read once and checked at start (fail fast).
const DEFAULT_REMOTES = {
  mf_discovery: 'http://localhost:3001',
  mf_bom: 'http://localhost:3002',
  mf_rfq: 'http://localhost:3003',
  mf_admin: 'http://localhost:3004',
  mf_content: 'http://localhost:3005',
};

/** REMOTES: JSON object {name: baseUrl} or "name=url,name=url"; defaults to the five local remotes. */
export function parseRemotes(value) {
  if (!value) return DEFAULT_REMOTES;
  if (value.trim().startsWith('{')) return JSON.parse(value);
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const [name, url] = pair.split('=');
      if (!name || !url) throw new Error(`REMOTES entry "${pair}" must be name=url`);
      return [name.trim(), url.trim().replace(/\/$/, '')];
    }),
  );
}

export function loadShellConfig(env = process.env) {
  const port = Number(env.SHELL_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('SHELL_PORT must be a port number');
  const apiUrl = (env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const keycloakUrl = (env.KEYCLOAK_PUBLIC_URL ?? env.KEYCLOAK_URL ?? 'http://localhost:8180').replace(/\/$/, '');
  for (const [name, url] of [['API_URL', apiUrl], ['KEYCLOAK_URL', keycloakUrl]]) {
    if (!/^https?:\/\//.test(url)) throw new Error(`${name} must be an http(s) URL`);
  }
  const host = env.PUBLIC_HOST ?? 'localhost';
  return {
    port,
    // Loopback unless SHELL_HOST opens it (e.g. 0.0.0.0 behind a firewall or for a phone on the LAN).
    host: env.SHELL_HOST ?? '127.0.0.1',
    apiUrl,
    // Sent to the API with each proxied request, so it believes the X-Forwarded-For this server appends.
    proxySecret: env.SHELL_PROXY_SECRET ?? null,
    // https here turns on HSTS and upgrade-insecure-requests.
    publicUrl: env.PUBLIC_URL ?? null,
    // Canonical links and JSON-LD of server-rendered pages.
    siteUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    remotes: parseRemotes(env.REMOTES),
    distDir: env.SHELL_DIST ?? new URL('../dist', import.meta.url).pathname,
    // React's production build for server rendering (the development one renders several times slower).
    nodeEnv: env.NODE_ENV ?? 'production',
    cacheFile: env.SHELL_REMOTES_CACHE ?? null,
    // The suppliers' change stream: server-rendered pages are invalidated on a company edit.
    redisUrl: env.REDIS_URL ?? null,
    client: {
      keycloak: {
        url: keycloakUrl,
        realm: env.KEYCLOAK_REALM ?? 'forge',
        clientId: env.KEYCLOAK_CLIENT_ID ?? 'forge-web',
      },
      apiBaseUrl: '/api',
      environment: host === 'localhost' ? 'development' : host.startsWith('alpha.') ? 'alpha' : 'production',
    },
  };
}
