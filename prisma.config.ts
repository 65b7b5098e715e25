// Read by the Prisma CLI (`prisma generate`). The app never reads this file: lib/platform/db.ts builds the
// client from lib/platform/env.ts, and scripts/migrate.mjs applies migrations through a driver adapter.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/holla" },
});
