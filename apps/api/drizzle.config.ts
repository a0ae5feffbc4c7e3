import { defineConfig } from 'drizzle-kit';

// Generation only diffs the schema files; it never connects to a database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
});
