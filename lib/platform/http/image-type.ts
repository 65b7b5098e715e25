// What an uploaded file is, by its first bytes: a Content-Type header is whatever the sender wrote, so
// an image route checks both, and a file that claims one type but starts like another (or like nothing
// we read) is refused. The signatures are the formats' own: PNG's eight-byte header, JPEG's start-of-
// image marker followed by another marker, and WebP's RIFF container with its "WEBP" form type.

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes are, or null when they are none of PNG, JPEG and WebP. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** The media type a Content-Type header names, without its parameters, in lower case; null when absent. */
export function mediaTypeOf(contentType: string | null): string | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type || null;
}
