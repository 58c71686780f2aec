import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
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

describe('push settings', () => {
  const vapid = webpush.generateVAPIDKeys();
  const { privateKey: pem } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    project_id: 'app-push',
    client_email: 'push@app-push.iam.gserviceaccount.com',
    private_key: pem.export({ type: 'pkcs8', format: 'pem' }) as string,
  };

  it('are off by default, and on with their settings', () => {
    const off = loadConfig({});
    expect(off.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(off.FCM_SERVICE_ACCOUNT).toBeUndefined();
    expect(off.FCM_BASE_URL).toBe('https://fcm.googleapis.com');
    const on = loadConfig({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
      FCM_SERVICE_ACCOUNT: JSON.stringify(account),
    });
    expect(on.VAPID_PUBLIC_KEY).toBe(vapid.publicKey);
    // The token URI defaults to Google's; the key is a KeyObject, which prints as nothing.
    expect(on.FCM_SERVICE_ACCOUNT).toMatchObject({
      projectId: 'app-push',
      clientEmail: account.client_email,
      tokenUri: 'https://oauth2.googleapis.com/token',
    });
    expect(JSON.stringify(on)).not.toContain('PRIVATE KEY');
  });

  it('read the service account from a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'push-config-'));
    const file = join(dir, 'service-account.json');
    writeFileSync(file, JSON.stringify({ ...account, token_uri: 'https://tokens.example.com/token' }));
    try {
      expect(loadConfig({ FCM_SERVICE_ACCOUNT: file }).FCM_SERVICE_ACCOUNT?.tokenUri).toBe(
        'https://tokens.example.com/token',
      );
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: join(dir, 'absent.json') })).toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse bad values by name, never showing a private key', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY="": Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT together/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'abc' })).toThrow(
      /^Invalid environment variable VAPID_PRIVATE_KEY=\(hidden\)/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    const broken = JSON.stringify({
      ...account,
      private_key: '-----BEGIN PRIVATE KEY-----\nsegredo\n-----END PRIVATE KEY-----',
    });
    let thrown: unknown;
    try {
      loadConfig({ FCM_SERVICE_ACCOUNT: broken });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect(String(thrown)).toMatch(/FCM_SERVICE_ACCOUNT=\(hidden\)/);
    expect(String(thrown)).not.toContain('segredo');
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: `{"project_id": "x", "private_key": "${'a'.repeat(20)}` })).toThrow(
      /FCM_SERVICE_ACCOUNT=\(hidden\): .*not JSON/,
    );
    expect(() => loadConfig({ FCM_BASE_URL: 'fcm' })).toThrow(/FCM_BASE_URL/);
  });
});
