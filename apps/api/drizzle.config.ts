import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` (run from the repo root) writes migrations next to this file. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
});
