import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, type RawEnv } from '../src/env';
import { REPO_ROOT } from './helpers/operator-commands';

/*
 * The API's settings of deploy/systemd: the unit's Environment= line, then its environment file
 * (api.env.example, as an operator copies it), as systemd combines them (the file wins).
 */
function systemdSettings(jwtSecret: string): RawEnv {
  const unit = readFileSync(join(REPO_ROOT, 'deploy/systemd/fuelcard-api.service'), 'utf8');
  const env: RawEnv = {};
  for (const pair of /^Environment=(.*)$/m.exec(unit)![1]!.split(' ')) {
    const [name, ...value] = pair.split('=');
    env[name!] = value.join('=');
  }
  const file = readFileSync(join(REPO_ROOT, 'deploy/systemd/api.env.example'), 'utf8');
  for (const line of file.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2];
  }
  return { ...env, ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}) };
}

describe('the systemd settings of the API', () => {
  it('are valid once JWT_SECRET is filled in, and refused until then', () => {
    const config = parseEnv(systemdSettings('s'.repeat(48)));
    expect(config).toMatchObject({
      isProduction: true,
      port: 3001,
      host: '127.0.0.1',
      dataDir: '/var/lib/fuelcard',
      databasePath: '/var/lib/fuelcard/site.db',
      backupDir: '/var/backups/fuelcard',
      backupKeep: 14,
      adminOrigins: ['https://console.example.by'],
      hsts: 'always',
    });
    expect(() => parseEnv(systemdSettings(''))).toThrow(EnvError);
    expect(() => parseEnv(systemdSettings(''))).toThrow(/JWT_SECRET is required/);
  });
});
