import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from '../tooling/chromium.json';
import { E2E_DATA_DIR, E2E_OPERATOR_TOKEN, E2E_PORT } from './support/environment';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Runs against the very build `pnpm start` serves, in Debian's Chromium (nothing is downloaded).
 * One worker: some tests change the server's remote configuration, which every page reads.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds the one-line summary of `pnpm test`.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: path.join(__dirname, '.tmp', 'results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium with the flags every browser of the project runs with (tooling/chromium.json,
    // docs/decisions.md "Chromium's own omnibox page, kept out of the measured browser").
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args },
  },
  webServer: {
    // A fresh data folder per run: the store starts as a new user's would.
    command: `rm -rf "${E2E_DATA_DIR}" && node ../tooling/scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1 within minutes: the abuse limits must stay out of reach.
      RATE_LIMIT_CODE_SEND_PER_IP: '10000/1h',
      RATE_LIMIT_CODE_SEND_PER_EMAIL: '10000/1h',
      RATE_LIMIT_SIGN_IN_PER_IP: '10000/1h',
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '10000/1h',
      RATE_LIMIT_TOKEN_PER_IP: '10000/1h',
      RATE_LIMIT_PASSWORD_CHANGE_PER_USER: '10000/1h',
      // Sandbox payments confirm and deliver at once instead of after each method's typical
      // minutes (server/src/config/paymentsConfig.ts), so a browser test sees a whole purchase.
      SANDBOX_WEBHOOK_DELAY_MS: '0',
      FULFILMENT_DELAY_MS: '500',
      // The jobs that apply a webhook and deliver run within a fifth of a second, not a second.
      JOB_POLL_MS: '200',
      // The operator's credential of /ops: releases.spec.ts drives the remote registry, forms.spec.ts
      // reviews a form as support staff would.
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // The specs break remotes on purpose, many times within minutes: no automatic rollback
      // (server/test/remotes/registry.test.ts covers it).
      REMOTE_AUTO_ROLLBACK_FAILURES: '0',
    },
  },
});
