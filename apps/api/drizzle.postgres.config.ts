import { defineConfig } from 'drizzle-kit';

/** PostgreSQL migrations (DATABASE_URL); drizzle.config.ts holds SQLite's. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/postgres/schema.ts',
  out: './drizzle-postgres',
});
