import { resetSecondFactors } from '../auth/reset-second-factors';
import { openOperatorRepositories } from '../db/open-for-operator';
import { EnvError, readEnv } from '../env';

/*
 * pnpm --filter @fuelcard/api admin:reset-mfa <username>   (or: node dist/reset-mfa.js <username>)
 *
 * For the server's operator: removes a locked-out administrator's second factors (authenticator,
 * recovery codes, passkeys) and ends their sessions, on the database the API is configured with
 * (the same environment: DATABASE_URL or DATABASE_PATH / DATA_DIR). Audited as "operator".
 * Exit codes: 0 done, 1 unknown administrator or failure, 2 usage.
 */
async function main(): Promise<number> {
  const username = process.argv[2]?.trim();
  if (!username || process.argv.length > 3) {
    console.error('Usage: admin:reset-mfa <username>');
    return 2;
  }
  const config = readEnv();
  const { repos, close } = await openOperatorRepositories(config);
  try {
    const outcome = await resetSecondFactors(repos, username);
    if (!outcome.found) {
      console.error(`No administrator is called "${username}"; nothing was changed.`);
      return 1;
    }
    console.log(
      `Second factors of "${username}" removed (authenticator: ${outcome.totp ? 'yes' : 'no'}, ` +
        `recovery codes: ${outcome.recoveryCodes}, passkeys: ${outcome.passkeys}); ` +
        `${outcome.endedSessions} session(s) ended. They can now sign in with their password` +
        ' (and enrol a second factor again where MFA_REQUIRED asks for one).',
    );
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof EnvError || error instanceof Error ? error.message : String(error),
    );
    process.exit(1);
  },
);
