import { afterEach, describe, expect, it, vi } from "vitest";

async function originWith(vars: Record<string, string>) {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  return (await import("@/lib/platform/http/origin")).appOrigin();
}

afterEach(() => vi.unstubAllEnvs());

// A production deployment sends sign-in mail by SMTP (lib/platform/production-settings.mjs).
const MAIL = { EMAIL_SERVER: "smtp://mail.example.com:587", EMAIL_FROM: "Holla <hi@holla.example>" };

describe("the origin links point to", () => {
  it("is AUTH_URL when set", async () => {
    expect(await originWith({ AUTH_URL: "https://holla.example/some/path" })).toBe("https://holla.example");
  });

  it("is a Vercel preview's own address, else this server's own", async () => {
    expect(await originWith({ VERCEL_URL: "holla-git-x.vercel.app" })).toBe("https://holla-git-x.vercel.app");
    expect(await originWith({ PORT: "4321" })).toBe("http://localhost:4321");
    expect(await originWith({})).toBe("http://localhost:3000");
  });

  it("is required on a production deployment, which won't start without it", async () => {
    const production = { DEPLOY_ENV: "production", AUTH_SECRET: "x".repeat(40), DATABASE_URL: "postgresql://db.example/holla", ...MAIL };
    await expect(originWith(production)).rejects.toThrow(/AUTH_URL must be set/);
    expect(await originWith({ ...production, AUTH_URL: "https://holla.example" })).toBe("https://holla.example");
  });

  it("production refuses the embedded database", async () => {
    const production = { VERCEL_ENV: "production", AUTH_SECRET: "x".repeat(40), AUTH_URL: "https://holla.example" };
    await expect(originWith(production)).rejects.toThrow(/Set DATABASE_URL/);
    await expect(
      originWith({ ...production, DATABASE_URL: "postgresql://127.0.0.1:54400/postgres", HOLLA_EMBEDDED_DATABASE: "1" }),
    ).rejects.toThrow(/embedded database/);
  });
});

describe("someone's own machine", () => {
  async function localWith(vars: Record<string, string>) {
    vi.unstubAllEnvs();
    vi.resetModules();
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    return (await import("@/lib/platform/env")).isLocalDevelopment;
  }

  it("is the development server or `npm start` on the embedded database, never a production deployment", async () => {
    expect(await localWith({ NODE_ENV: "development" })).toBe(true);
    expect(
      await localWith({ NODE_ENV: "production", HOLLA_EMBEDDED_DATABASE: "1", DATABASE_URL: "postgresql://127.0.0.1:54400/postgres" }),
    ).toBe(true);
    expect(await localWith({ NODE_ENV: "production", DATABASE_URL: "postgresql://db.example/holla" })).toBe(false);
    expect(await localWith({ NODE_ENV: "development", VERCEL_ENV: "preview" })).toBe(true);
    const production = {
      NODE_ENV: "development",
      DEPLOY_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      AUTH_URL: "https://h.example",
      DATABASE_URL: "postgresql://db.example/holla",
      ...MAIL,
    };
    expect(await localWith(production)).toBe(false);
  });
});
