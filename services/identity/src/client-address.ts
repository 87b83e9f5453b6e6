import { isIPv4, isIPv6 } from 'node:net';

/** The caller's address as one spelling: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes plain IPv4. */
export function clientAddress(raw: string | undefined): string {
  const address = (raw ?? '').trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return address || 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []).flatMap((part) => {
    if (!isIPv4(part)) return [part];
    const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/** The network a client address belongs to for rate limits: its /24 (IPv4) or /64 (IPv6). */
export function networkOf(address: string): string {
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${ipv6Groups(address.replace(/%.*$/, '')).slice(0, 4).join(':')}::/64`;
  return address;
}
