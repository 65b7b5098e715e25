import { signOutAndGoHome, toSignOutPage } from "@/lib/auth/sign-out";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

export const POST = route(signOutAndGoHome);
export const GET = route(toSignOutPage);
