// The spec's second name for the current-user call; the same answer, from the same session.
export { GET } from "@/app/api/auth/user/route";

export const dynamic = "force-dynamic";
