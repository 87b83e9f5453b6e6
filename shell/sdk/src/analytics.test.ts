import { environmentForHost } from './analytics';

describe('analytics environment (product-spec §9)', () => {
  it.each([
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['alpha.forge.com', 'alpha'],
    ['forge.com', 'production'],
    ['www.forge.com', 'production'],
  ])('%s → %s', (host, env) => {
    expect(environmentForHost(host)).toBe(env);
  });
});
