import { SIGN_OUT_PATH } from "@/lib/auth/sign-in-rules";

/**
 * Sign Out as a form POST (lib/auth/sign-out.ts): it works before the page's scripts have loaded,
 * and no other site can submit it. The form takes no room of its own; the button inside is styled
 * by the caller.
 */
export function SignOutForm({ children }: { children: React.ReactNode }) {
  return (
    <form action={SIGN_OUT_PATH} method="post" className="contents">
      {children}
    </form>
  );
}
