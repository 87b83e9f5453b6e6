import { createHash, randomBytes } from 'node:crypto';

/** Minimal cookie jar for driving the browser flows over fetch. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, attributeValue = ''] = attribute.trim().split('=');
        if (key!.toLowerCase() === 'path') path = attributeValue;
        if (key!.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key!.toLowerCase() === 'expires' && new Date(attributeValue).getTime() < Date.now())
          expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${key.split('|')[0]}=${cookie.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return [...this.cookies.entries()].find(([key]) => key.split('|')[0] === name)?.[1].value;
  }
}

export class Browser {
  readonly jar = new CookieJar();

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      redirect: 'manual',
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects on the identity provider until one leaves it (the app callback) or a page renders. */
  async follow(url: string, init: Parameters<Browser['request']>[1] = {}, stopAt = 'http://localhost:8080') {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      current = new URL(location, current).toString();
      if (current.startsWith(stopAt)) return { response, location: current, html: '' };
      await response.arrayBuffer();
      response = await this.request(current);
    }
    return { response, location: current, html: await response.text() };
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function formAction(html: string, issuerOrigin: string, index = 0): string {
  const actions = [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  const action = actions[index];
  if (!action) throw new Error(`no form #${index} in page:\n${html.slice(0, 2000)}`);
  return new URL(action, issuerOrigin).toString();
}

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    fields[match[1]!] = match[2]!;
  return fields;
}

export function fragmentParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}
