import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DEMO_PASSWORD: 'demo1234', TOKEN_TTL_SECONDS: 28800, LOG_LEVEL: 'info' });
    expect(config.DATA_DIR).toBe(`${process.cwd()}/data`);
    expect(config.CONSOLE_DIR).toMatch(/apps\/console\/dist$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('rejects a bad PORT with a one-line message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Invalid environment variable PORT="70000": [^\n]+$/);
  });

  it('rejects other bad values by name', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TOKEN_TTL_SECONDS: '0' })).toThrow(/TOKEN_TTL_SECONDS/);
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
