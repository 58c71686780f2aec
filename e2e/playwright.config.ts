import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The built console served by a real API server on a fresh SQLite database: nothing of ours is mocked.
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = join(tmpdir(), `console-e2e-${port}`);
export const DEMO_PASSWORD = 'e2e-demo-pass';
const baseURL = `http://127.0.0.1:${port}`;
/** The SMTP server the API sends to, and where tests read the mail that arrived (see smtp-sink.ts). */
const smtpPort = port + 1;
export const MAIL_INBOX_URL = `http://127.0.0.1:${port + 2}/messages`;
/** The postal-code lookup the API calls (see postal-code-stand-in.ts). */
const postalCodePort = port + 3;

export default defineConfig({
  testDir: './tests',
  // Whole journeys (create a user, read the mail, set the password, sign in) on two cores shared by the API, the
  // SMTP sink and two browsers took up to 31 s in CI.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /(users-form|brand-editor)\.spec\.ts$/ },
    // It makes a client's phone required for a moment, which other tests' user creates would trip over: it runs after them.
    { name: 'form-admin', testMatch: /users-form\.spec\.ts$/, dependencies: ['chromium'] },
    // It repaints Asta's login page for a moment, which the login spec's check of every client's colours would trip over.
    { name: 'brand', testMatch: /brand-editor\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'node --import tsx smtp-sink.ts',
      url: MAIL_INBOX_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(port + 2) },
    },
    {
      command: 'node --import tsx postal-code-stand-in.ts',
      url: `http://127.0.0.1:${postalCodePort}/ws/01310100/json/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { POSTAL_CODE_PORT: String(postalCodePort) },
    },
    {
      command: `rm -rf "${dataDir}" && node --import tsx ../apps/api/src/server.ts`,
      url: `${baseURL}/api/v2/admin/color/16`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PASSWORD,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The job worker runs as in production (NODE_ENV=test turns it off), polling often so retries show quickly.
        JOBS_WORKER: 'on',
        JOBS_POLL_MS: '250',
        POSTAL_CODE_URL: `http://127.0.0.1:${postalCodePort}/ws/{cep}/json/`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
