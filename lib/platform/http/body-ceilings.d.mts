export const SCREENSHOT_MAX_BYTES: number;
export const STRIPE_EVENT_MAX_BYTES: number;
export const SAVED_REPLIES_IMPORT_MAX_BYTES: number;
export const DEFAULT_MAX_BODY_BYTES: number;
export function bodyCeiling(pathname: string): number;
export function requestTooLarge(maxBytes: number): string;
export const SCREENSHOT_TOO_LARGE: string;
export const LENGTH_REQUIRED: string;
export const UPLOADS_BUSY: string;
