import { describe, expect, it } from '@jest/globals';
import { clientAddress, networkOf } from './client-address.js';

describe('client addresses for rate limits', () => {
  it('spells IPv4-mapped IPv6 as IPv4', () => {
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(undefined)).toBe('unknown');
  });

  it('groups IPv4 by /24 and IPv6 by /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.1'));
    expect(networkOf('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(networkOf('2001:db8:0:0:ffff::2')).toBe(networkOf('2001:db8::1'));
    expect(networkOf('2001:db8:0:1::1')).not.toBe(networkOf('2001:db8::1'));
    expect(networkOf('::1')).toBe('0000:0000:0000:0000::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });
});
