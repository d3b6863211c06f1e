import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write SQL migrations into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
