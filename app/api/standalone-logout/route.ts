import { signOutAndGoHome } from "@/lib/auth/sign-out";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(signOutAndGoHome);
