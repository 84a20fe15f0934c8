import { spawnSync } from 'node:child_process';

/**
 * Installs a Debian package when `check` says it is missing: what a test or bench needs is
 * installed by whatever needs it, so a fresh machine with only Node.js can run it.
 */
export function ensureDebianPackage(name, check) {
  if (check()) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const result = spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.status === 0;
  };
  console.log(`Installing ${name} (apt-get)…`);
  if (
    !run(['apt-get', 'update', '-qq']) ||
    !run(['apt-get', 'install', '-y', '-qq', name]) ||
    !check()
  ) {
    throw new Error(
      `${name} is missing and could not be installed with apt-get; install it by hand.`,
    );
  }
}
