import { randomInt } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { passwordProblem } from '@fuelcard/contracts';
import type { AdministratorsRepository } from '../db/port';
import { isCommonPassword } from '../security/password-policy';
import { hashPassword } from '../security/passwords';

export const CREDENTIALS_FILE = 'superadmin-credentials.json';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random 24-character password (about 140 bits) from an unambiguous alphabet. */
export function generatePassword(length = 24): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

function banner(username: string, password: string, file: string): string {
  const line = '='.repeat(72);
  return [
    '',
    line,
    '  First superadmin account created',
    `  Username: ${username}`,
    `  Password: ${password}`,
    `  Also saved (mode 0600) in ${file}`,
    '  Change the password after the first sign-in; this is shown only once.',
    line,
    '',
  ].join('\n');
}

export interface SuperadminSeedOptions {
  dataDir: string;
  username: string;
  /** ADMIN_PASSWORD; when undefined a password is generated, saved and printed once. */
  password: string | undefined;
  /** Shows the banner with a generated password (the server's log output); undefined: not shown. */
  print?: (text: string) => void;
}

/**
 * Creates the first superadmin when none exists (idempotent). An existing account with the same
 * username is promoted and given the new password instead.
 */
export async function seedSuperadmin(
  admins: AdministratorsRepository,
  options: SuperadminSeedOptions,
): Promise<boolean> {
  if (await admins.hasSuperadmin()) return false;
  // A given password is a new one: it keeps the policy like any other (a generated one does).
  const problem =
    options.password === undefined
      ? undefined
      : passwordProblem(options.password, options.username, isCommonPassword);
  if (problem) throw new Error(`ADMIN_PASSWORD is refused for the first superadmin: ${problem}`);
  const password = options.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const existing = await admins.findByUsername(options.username);
  if (existing)
    await admins.update(existing.id, {
      username: existing.username,
      passwordHash,
      role: 'superadmin',
    });
  else await admins.create({ username: options.username, passwordHash, role: 'superadmin' });

  const file = join(options.dataDir, CREDENTIALS_FILE);
  if (options.password !== undefined) {
    // The account's password came from ADMIN_PASSWORD: an older generated file would mislead.
    rmSync(file, { force: true });
    return true;
  }
  mkdirSync(options.dataDir, { recursive: true });
  rmSync(file, { force: true });
  const credentials = {
    username: existing?.username ?? options.username,
    password,
    createdAt: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  options.print?.(banner(credentials.username, password, file));
  return true;
}
