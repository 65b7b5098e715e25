import { afterEach, describe, expect, it, vi } from "vitest";

// lib/platform/env.ts parses process.env once, at import: each case imports a fresh copy.
async function loadEnv(vars: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  return (await import("@/lib/platform/env")).env;
}

afterEach(() => vi.unstubAllEnvs());

describe("developer hints", () => {
  const hints = async (vars: Record<string, string>) => {
    vi.unstubAllEnvs();
    vi.resetModules();
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    return (await import("@/lib/platform/env")).showDeveloperHints;
  };

  it("show on someone's own machine and on a QA server, never on a production deployment", async () => {
    expect(await hints({ NODE_ENV: "development" })).toBe(true);
    expect(await hints({ HOLLA_EMBEDDED_DATABASE: "1" })).toBe(true);
    expect(await hints({ ALLOW_TIER_OVERRIDE: "1", VERCEL_ENV: "preview" })).toBe(true);
    expect(await hints({ NODE_ENV: "production", DATABASE_URL: "postgresql://db.example/holla" })).toBe(false);
    expect(
      await hints({
        NODE_ENV: "development",
        DEPLOY_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        AUTH_URL: "https://h.example",
        DATABASE_URL: "postgresql://db.example/holla",
        EMAIL_SERVER: "smtp://mail.example.com:587",
        EMAIL_FROM: "Holla <hi@holla.example>",
      }),
    ).toBe(false);
  });
});

describe("configuration guards", () => {
  it("refuses ALLOW_TIER_OVERRIDE on a production deployment", async () => {
    await expect(loadEnv({ VERCEL_ENV: "production", ALLOW_TIER_OVERRIDE: "1", AUTH_SECRET: "x".repeat(40) })).rejects.toThrow(
      /ALLOW_TIER_OVERRIDE must not be set/,
    );
  });

  it("accepts it on a preview deployment or locally", async () => {
    expect((await loadEnv({ VERCEL_ENV: "preview", ALLOW_TIER_OVERRIDE: "1" })).ALLOW_TIER_OVERRIDE).toBe(true);
  });

  it("requires AUTH_SECRET in production", async () => {
    await expect(loadEnv({ VERCEL_ENV: "production" })).rejects.toThrow(/AUTH_SECRET must be set/);
  });

  it("requires a mail server in production, so no sign-in link goes to a log or the outbox", async () => {
    const production = {
      DEPLOY_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      AUTH_URL: "https://h.example",
      DATABASE_URL: "postgresql://db.example/holla",
    };
    await expect(loadEnv(production)).rejects.toThrow(/EMAIL_SERVER must be set on a production deployment/);
    await expect(loadEnv({ ...production, EMAIL_SERVER: "smtp://mail.example.com:587" })).rejects.toThrow(/EMAIL_FROM must be set/);
    const env = await loadEnv({ ...production, EMAIL_SERVER: "smtp://mail.example.com:587", EMAIL_FROM: "Holla <hi@holla.example>" });
    expect(env.EMAIL_SERVER).toBe("smtp://mail.example.com:587");
  });

  it("wants EMAIL_FROM with EMAIL_SERVER, and takes an SMTP URL", async () => {
    await expect(loadEnv({ EMAIL_SERVER: "smtp://mail.example.com:587" })).rejects.toThrow(/EMAIL_FROM must be set/);
    const env = await loadEnv({ EMAIL_SERVER: "smtps://user:pw@mail.example.com:465", EMAIL_FROM: "Holla <hi@example.com>" });
    expect(env.EMAIL_SERVER).toBe("smtps://user:pw@mail.example.com:465");
  });

  it("reads an empty value as unset", async () => {
    expect((await loadEnv({ EMAIL_SERVER: "", AUTH_URL: "" })).EMAIL_SERVER).toBeUndefined();
  });
});
