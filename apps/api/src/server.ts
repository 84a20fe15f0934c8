import { closeCuttingLingering, stopOnSignals } from '@fuelcard/http-drain';
import { buildApp } from './app';
import { EnvError, readEnv } from './env';
import { warmPasswordEstimator } from './security/password-strength';

async function main(): Promise<void> {
  let config;
  try {
    config = readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, { warmSqlRunner: true });
  // Before listening: the first password judged would otherwise hold the event loop 0.4 s.
  warmPasswordEstimator();

  // SIGTERM / SIGINT: drain (keep serving, health 503) for DRAIN_MIN_MS at least, then until quiet
  // for 200 ms (at most 5 s more), then close — the SQL child is killed and the database closed —
  // and exit 0; 10 s after the minimum drain, exit 1.
  stopOnSignals({
    drain: app.drain,
    // A client that never finishes its request (half-open) does not hold the stop: cut after 1 s.
    close: () => closeCuttingLingering(app.server, () => app.close()),
    log: app.log,
    times: { quietMs: 200, maxDrainMs: 5_000, minDrainMs: config.drainMinMs },
    hardDeadlineMs: 10_000,
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
