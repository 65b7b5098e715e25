// What a chat screenshot says: its messages in order, each with who sent it. Shared by the reader in the
// browser and the "Read with AI" route.

export type Who = "her" | "me";

export interface Turn {
  who: Who;
  text: string;
}
