import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8199);
export const E2E_DATA_DIR = path.join(__dirname, '..', '.tmp', 'data');
export const REPO_ROOT = path.join(__dirname, '..', '..');
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';
