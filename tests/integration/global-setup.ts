import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabase, dropStaleDatabases, resolveTestServer } from "../../scripts/lib/test-database.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    dbServer: { url: string; kind: string };
    dbTemplateUrl: string;
  }
}

// One server and one migrated template per run; each test file clones the template.
export default async function setup(project: TestProject) {
  const server = await resolveTestServer();
  await dropStaleDatabases(server, ["hollatmpl", "hollat", "hollae2e"]);
  const templateUrl = await createMigratedDatabase(server, "hollatmpl");
  project.provide("dbServer", { url: server.url, kind: server.kind });
  project.provide("dbTemplateUrl", templateUrl);
  return async () => {
    await dropDatabase(server, templateUrl);
    await server.stop();
  };
}
