import { renderHook } from '@testing-library/react';
import { avatarInitialOf, displayNameOf, useAuth } from './auth';

describe('auth contract', () => {
  it('throws a clear error outside its provider (product-spec §8)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
  it('falls back to the part of the email before the @ for the name', () => {
    expect(displayNameOf({ displayName: null, email: 'blake.buyer@forge.test' })).toBe('blake.buyer');
    expect(displayNameOf({ displayName: '  ', email: 'x@y.z' })).toBe('x');
    expect(displayNameOf({ displayName: 'Blake Buyer', email: 'x@y.z' })).toBe('Blake Buyer');
  });
  it('uses the first letter of the email for the avatar', () => {
    expect(avatarInitialOf({ email: 'sam@forge.test' })).toBe('S');
  });
});
