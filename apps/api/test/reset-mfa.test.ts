import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSecondFactors } from '../src/auth/reset-second-factors';
import { enrolTotp, passwordStep } from './helpers/second-factor';
import {
  ADMIN_PASSWORD,
  addAdmin,
  bearer,
  createTestApp,
  JWT_SECRET,
  type TestApp,
} from './helpers/test-app';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '../src/scripts/reset-mfa.ts');

// Each case runs the command as a process of its own (tsx compiles it first): seconds on a busy machine.
describe('admin:reset-mfa', { timeout: 120_000 }, () => {
  let t: TestApp;
  let editor: { id: number; token: string };

  beforeEach(async () => {
    t = await createTestApp();
    editor = await addAdmin(t.app, 'editor');
    await enrolTotp(t.app, editor.token, Date.now());
    await t.app.repos.passkeys.add({
      id: 'a'.repeat(43),
      adminId: editor.id,
      publicKey: 'pk',
      counter: 0,
      transports: [],
      name: 'Ключ',
      createdAt: new Date().toISOString(),
      createdIp: '10.0.0.9',
    });
  });
  afterEach(() => t.close());

  const secure = async (token: string) =>
    (await t.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode;

  /** The command as an operator runs it, with the API's database settings. */
  const command = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: t.dir,
        JWT_SECRET,
        ...(t.config.databaseUrl
          ? { DATABASE_URL: t.config.databaseUrl }
          : { DATABASE_PATH: t.config.databasePath }),
      },
      timeout: 60_000,
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('removes the factors, ends the sessions and audits it, on this engine', async () => {
    expect((await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json()).toHaveProperty(
      'mfaRequired',
    );
    const { code, stdout } = await command('editor');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /Second factors of "editor" removed \(authenticator: yes, recovery codes: 10, passkeys: 1\)/,
    );
    expect(await secure(editor.token)).toBe(401);
    expect((await passwordStep(t.app, 'editor', ADMIN_PASSWORD)).json()).toEqual({
      token: expect.any(String),
    });
    expect(await t.db.scalar('SELECT count(*) FROM admin_totp')).toBe(0);
    expect(await t.db.scalar('SELECT count(*) FROM admin_recovery_codes')).toBe(0);
    expect(await t.db.scalar('SELECT count(*) FROM admin_passkeys')).toBe(0);
    const audit = await t.db.query<{
      actor_username: string;
      target_id: string;
      user_agent: string;
    }>(
      "SELECT actor_username, target_id, user_agent FROM admin_audit_log WHERE action = 'mfa.reset'",
    );
    expect(audit).toEqual([
      { actor_username: 'operator', target_id: String(editor.id), user_agent: 'admin:reset-mfa' },
    ]);
  });

  it('says so for an unknown administrator and a missing argument, changing nothing', async () => {
    const unknown = await command('nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No administrator is called "nobody"/);
    const usage = await command();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: admin:reset-mfa <username>/);
    expect(await secure(editor.token)).toBe(200);
    expect(await t.db.scalar('SELECT count(*) FROM admin_passkeys')).toBe(1);
  });

  it('does the same through its function (the repositories of the running app)', async () => {
    expect(await resetSecondFactors(t.app.repos, 'nobody')).toEqual({ found: false });
    expect(await resetSecondFactors(t.app.repos, ' EDITOR ')).toEqual({
      found: true,
      adminId: editor.id,
      totp: true,
      recoveryCodes: 10,
      passkeys: 1,
      endedSessions: 1,
    });
    expect(await secure(editor.token)).toBe(401);
  });
});
