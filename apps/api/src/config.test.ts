import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DEMO_PASSWORD: 'demo1234',
      TOKEN_TTL_SECONDS: 28800,
      LOG_LEVEL: 'info',
    });
    expect(config.DATA_DIR).toBe(`${process.cwd()}/data`);
    expect(config.CONSOLE_DIR).toMatch(/apps\/console\/dist$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists collections with the adaptive engine unless the plain one is chosen', () => {
    expect(loadConfig({}).COLLECTION_LIST_ENGINE).toBe('adaptive');
    expect(loadConfig({ COLLECTION_LIST_ENGINE: 'plain' }).COLLECTION_LIST_ENGINE).toBe('plain');
    expect(() => loadConfig({ COLLECTION_LIST_ENGINE: 'fast' })).toThrow(
      /^Invalid environment variable COLLECTION_LIST_ENGINE="fast"/,
    );
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

  it('has storage defaults and validates the storage variables', () => {
    expect(loadConfig({})).toMatchObject({
      STORAGE: 'local',
      S3_FORCE_PATH_STYLE: true,
      S3_REGION: 'us-east-1',
      MAX_IMAGE_BYTES: 10 * 1024 * 1024,
      MAX_FILE_BYTES: 500 * 1024 * 1024,
    });
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ MAX_FILE_BYTES: '0' })).toThrow(/MAX_FILE_BYTES/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false', MAX_IMAGE_BYTES: '1000' }),
    ).toMatchObject({ S3_FORCE_PATH_STYLE: false, MAX_IMAGE_BYTES: 1000 });
  });
});

describe('mail, links and postal-code settings', () => {
  it('has defaults', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '8080' });
    expect(config).toMatchObject({
      PUBLIC_URL: 'http://0.0.0.0:8080',
      MAIL_FROM: 'Console <nao-responda@console.local>',
      POSTAL_CODE_URL: 'https://viacep.com.br/ws/{cep}/json/',
      POSTAL_CODE_TIMEOUT_MS: 3000,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com/' }).PUBLIC_URL).toBe('https://console.example.com');
  });
  it('validates them by name', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.com:587',
    );
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ POSTAL_CODE_URL: 'https://cep.example.com/' })).toThrow(/POSTAL_CODE_URL/);
    expect(() => loadConfig({ POSTAL_CODE_TIMEOUT_MS: '0' })).toThrow(/POSTAL_CODE_TIMEOUT_MS/);
  });
});
