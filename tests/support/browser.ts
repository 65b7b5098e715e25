import { POST as authPost } from "@/app/(auth)/api/auth/[...nextauth]/route";
import { POST as signInNonce } from "@/app/(auth)/api/auth/sign-in-nonce/route";
import { POST as login } from "@/app/(auth)/api/standalone-login/route";
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_CONFIRM_PATH, SIGN_IN_NONCE_FIELD, SIGN_IN_NONCE_PATH } from "@/lib/auth/sign-in-rules";
import { db } from "@/lib/platform/db";
import { newVisitorToken, VISITOR_COOKIE } from "@/lib/platform/visitor-id";
import { latestMailedLink } from "./fake-smtp";

const ORIGIN = "http://localhost:3000";

/**
 * A browser, for route-handler tests: it keeps the cookies responses set (as a real one would) and
 * sends them back, from one client address. Requests go straight to the route handlers.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly visitorId: string;

  constructor(readonly ip = "198.51.100.7") {
    const { id, token } = newVisitorToken();
    this.visitorId = id;
    this.cookies.set(VISITOR_COOKIE, token);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { cookie: this.cookieHeader, "x-forwarded-for": this.ip, host: "localhost:3000", ...extra };
  }

  request(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Request {
    const hasBody = init.body !== undefined;
    return new Request(new URL(path, ORIGIN), {
      method: init.method ?? (hasBody ? "POST" : "GET"),
      headers: this.headers({ ...(hasBody ? { "content-type": "application/json" } : {}), ...init.headers }),
      body: hasBody ? (typeof init.body === "string" ? init.body : JSON.stringify(init.body)) : undefined,
    });
  }

  /** Keeps what the response's Set-Cookie headers say, expiries included. */
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.trim().split("=");
        if (k?.toLowerCase() === "max-age") return Number(v) <= 0;
        if (k?.toLowerCase() === "expires") return new Date(v!).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async send(
    handler: (request: Request) => Promise<Response>,
    path: string,
    init?: Parameters<TestBrowser["request"]>[1],
  ): Promise<Response> {
    return this.take(await handler(this.request(path, init)));
  }

  /** Asks for a sign-in link and opens it, as a person with the inbox would; returns the callback's response. */
  async signIn(email: string, next = "/"): Promise<Response> {
    const asked = await this.send(login, "/api/standalone-login", { body: { email, next } });
    if (asked.status !== 200) throw new Error(`sign-in link refused: ${asked.status} ${await asked.text()}`);
    return this.openLink(await latestLinkFor(email));
  }

  /**
   * Opens an emailed link and presses its page's Sign In button: the page fetches a nonce, then posts
   * the link's fields with it to Auth.js's callback. Returns the callback's response.
   */
  async openLink(link: string, headers: Record<string, string> = {}): Promise<Response> {
    const url = new URL(link);
    if (url.pathname !== SIGN_IN_CONFIRM_PATH) throw new Error(`not a sign-in link: ${link}`);
    const issued = await this.send(signInNonce, SIGN_IN_NONCE_PATH, { method: "POST", headers });
    if (issued.status !== 200) throw new Error(`sign-in nonce refused: ${issued.status}`);
    const form = new URLSearchParams(url.search);
    form.set(SIGN_IN_NONCE_FIELD, ((await issued.json()) as { nonce: string }).nonce);
    return this.postSignInForm(form, headers);
  }

  /** Posts a sign-in form to Auth.js's callback as the confirm page's form does. */
  postSignInForm(form: URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(authPost, SIGN_IN_CALLBACK_PATH, {
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
  }
}

/** The link in the newest outbox message to `email`, else in the newest mail a fake SMTP server got for it. */
export async function latestLinkFor(email: string): Promise<string> {
  const mail = await db.outboxEmail.findFirst({ where: { to: email }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const link = mail?.link ?? latestMailedLink(email);
  if (!link) throw new Error(`no sign-in mail for ${email}`);
  return link;
}

export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** As if RESEND_COOLDOWN_SECONDS had passed for `email` (tests that sign one address in twice). */
export async function passCooldown(email: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: `signin:cooldown:${email}` } });
}
