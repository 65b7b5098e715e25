import "server-only";
import type { EmailConfig } from "@auth/core/providers/email";
import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { type NextAuthConfig } from "next-auth";
import { recordSignIn } from "@/lib/auth/callback-context";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/cookies";
import { handOverLink } from "@/lib/auth/outgoing-link";
import { EMAIL_PROVIDER_ID } from "@/lib/auth/sign-in-rules";
import { db } from "@/lib/platform/db";
import { appSecret } from "@/lib/platform/secret";

// Auth.js with database sessions and one provider: the email magic link (docs/decisions.md). Links are
// single use (the adapter deletes the token as it is used) and expire after SIGN_IN_LINK_MAX_AGE.

const SIGN_IN_PAGE = "/sign-in";
const SIGN_IN_LINK_MAX_AGE_SECONDS = 24 * 3600;

const emailProvider: EmailConfig = {
  id: EMAIL_PROVIDER_ID,
  type: "email",
  name: "Email",
  maxAge: SIGN_IN_LINK_MAX_AGE_SECONDS,
  // Never rejects: see lib/auth/outgoing-link.ts for why the mail is sent by the caller.
  sendVerificationRequest({ identifier, url, expires }) {
    handOverLink({ email: identifier, url, expires });
  },
};

export const authConfig = {
  // The generated Prisma 7 client is the adapter's client; only its import path differs.
  adapter: PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]),
  secret: appSecret(),
  // Self-hosted behind a proxy or on Vercel; AUTH_URL pins the origin where the host is not trusted.
  trustHost: true,
  session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 3600 },
  // Auth.js's own pages are never shown: its errors (an expired or used link) land on ours.
  pages: { signIn: SIGN_IN_PAGE, error: SIGN_IN_PAGE, verifyRequest: SIGN_IN_PAGE },
  providers: [emailProvider],
  events: { signIn: ({ user, isNewUser }) => recordSignIn(user.id, isNewUser ?? false) },
  logger: {
    // Expected outcomes (a used or expired link) are not errors worth a stack trace in the log.
    error(error) {
      if (error.name === "Verification") return;
      // One line: what failed and why (the mail server's answer, the database's code), no stack.
      const causes: string[] = [];
      for (let e: unknown = error.cause, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) causes.push(e.message);
      console.error(`[auth] ${error.name}: ${error.message}${causes.length ? ` (${causes.join(": ")})` : ""}`);
    },
    warn(code) {
      if (code !== "debug-enabled") console.warn(`[auth] warning: ${code}`);
    },
  },
} satisfies NextAuthConfig;

// NextAuth() completes authConfig in place (basePath /api/auth); lib/auth/actions.ts and
// lib/auth/callback.ts hand it to Auth.js's core directly.
NextAuth(authConfig);
