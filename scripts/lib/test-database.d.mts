export interface TestServer {
  url: string;
  kind: "external" | "debian" | "pglite";
  stop(): Promise<void>;
}
export function resolveTestServer(): Promise<TestServer>;
export function databaseUrl(serverUrl: string, name: string): string;
export function uniqueName(prefix: string): string;
export function createMigratedDatabase(server: Pick<TestServer, "url" | "kind">, prefix: string): Promise<string>;
export function cloneDatabase(server: { url: string; kind: string }, templateUrl: string, prefix: string): Promise<string>;
export function dropDatabase(server: { url: string; kind: string }, url: string): Promise<void>;
export function dropStaleDatabases(server: { url: string; kind: string }, prefixes: string[], olderThanMs?: number): Promise<void>;
