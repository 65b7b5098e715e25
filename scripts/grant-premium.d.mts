export interface GrantArgs {
  email: string;
  tier: "premium" | "premium_plus";
  revoke: boolean;
}
export function parseArgs(argv: string[]): GrantArgs;
/** Grants (or revokes) a plan on the database at `url`; returns the line the command prints. */
export function grant(url: string, args: GrantArgs): Promise<string>;
