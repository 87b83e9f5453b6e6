import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

const SECRET = 'a'.repeat(43);

describe('loadConfig', () => {
  it('applies defaults and splits web origins', () => {
    const config = loadConfig({
      MONGODB_URI: 'mongodb://127.0.0.1:27018/forge',
      IDENTITY_SERVICES_CLIENT_SECRET: SECRET,
      IDENTITY_WEB_ORIGINS: 'http://localhost:8080, http://localhost:3001',
    });
    expect(config).toMatchObject({
      IDENTITY_PORT: 8180,
      MONGODB_URI: 'mongodb://127.0.0.1:27018/forge',
      IDENTITY_SERVICES_CLIENT_SECRET: SECRET,
      IDENTITY_WEB_ORIGINS: ['http://localhost:8080', 'http://localhost:3001'],
      IDENTITY_SEED_DEMO_USERS: true,
    });
    expect(config.IDENTITY_DATA_DIR).toBeUndefined();
  });

  it('fails fast without MONGODB_URI or with a bad port', () => {
    expect(() => loadConfig({})).toThrow(/MONGODB_URI/);
    expect(() =>
      loadConfig({ MONGODB_URI: 'mongodb://x', IDENTITY_SERVICES_CLIENT_SECRET: SECRET, IDENTITY_PORT: 'abc' }),
    ).toThrow(/IDENTITY_PORT/);
  });

  it('has no default for the services client secret, and refuses a short one', () => {
    expect(() => loadConfig({ MONGODB_URI: 'mongodb://x' })).toThrow(/IDENTITY_SERVICES_CLIENT_SECRET is required/);
    expect(() => loadConfig({ MONGODB_URI: 'mongodb://x', IDENTITY_SERVICES_CLIENT_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
  });
});
