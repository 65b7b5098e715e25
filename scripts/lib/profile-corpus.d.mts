export interface ProfileDetailLabel {
  words: string[];
  kind: string;
  rel: string;
}
export interface ProfileRow {
  id: string;
  /** The id's prefix: who wrote it (data/profiles/GUIDE.md). */
  writer: string;
  lang: "en" | "hi";
  style: "prompts" | "bio" | "mixed";
  profile: string;
  details: ProfileDetailLabel[];
  hook?: { words: string[]; invites: string };
  careful?: string[];
}
export function loadProfiles(split: "train" | "test"): { rows: ProfileRow[]; rejected: number };
