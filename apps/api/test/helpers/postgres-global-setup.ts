import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../../src/db/postgres/open-database';
import { startPostgres, type PostgresServer } from '@fuelcard/test-servers';

/** The API's own role in the test cluster (owner of every test database; CREATEROLE for the explorer's role). */
export const APP_ROLE = { name: 'fuelcard_app', password: 'fuelcard-app-password' };
export const TEMPLATE_DATABASE = 'fuelcard_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's superuser URL (any database name can replace `postgres`). */
    postgresSuperuserUrl: string;
    postgresPort: number;
  }
}

let cluster: PostgresServer | undefined;

/**
 * Starts one PostgreSQL server for the whole PostgreSQL run of the API suite, with the API's role
 * and a template database already migrated; each test app gets a fresh copy of that template.
 */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.superuserUrl() });
  await admin.connect();
  try {
    await admin.query(
      `CREATE ROLE ${APP_ROLE.name} LOGIN CREATEROLE PASSWORD '${APP_ROLE.password}'`,
    );
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE} OWNER ${APP_ROLE.name}`);
  } finally {
    await admin.end();
  }
  const url = `postgres://${APP_ROLE.name}:${APP_ROLE.password}@127.0.0.1:${cluster.port}/${TEMPLATE_DATABASE}`;
  const { pool } = await openPostgresDatabase(url);
  await pool.end();
  project.provide('postgresSuperuserUrl', cluster.superuserUrl());
  project.provide('postgresPort', cluster.port);
}

export function teardown(): void {
  cluster?.stop();
}
