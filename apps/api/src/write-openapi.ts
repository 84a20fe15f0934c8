/**
 * Writes the OpenAPI document (argv[2]) from the app's own route schemas. Run by build.mjs on the
 * bundle, with a throw-away data directory: the app is built, never listens, and is closed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { parseEnv } from './env';

const output = process.argv[2];
if (!output) throw new Error('usage: write-openapi <output.json>');

const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-openapi-'));
try {
  const config = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
  });
  const app = await buildApp(config, { printCredentials: false, serveDocs: false });
  await app.ready();
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
