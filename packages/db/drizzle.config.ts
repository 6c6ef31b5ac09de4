import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the next SQL migration from the schema; read it before committing.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './src/migrations',
});
