/** Where an anonymous visitor's saved replies live in the browser (read by the header after sign-in). */
export const SAVED_REPLIES_KEY = "holla.savedReplies";
