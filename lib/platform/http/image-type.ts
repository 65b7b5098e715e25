// What an uploaded file is, by its first bytes: a Content-Type header is whatever the sender wrote, so
// an image route checks both, and a file that claims one type but starts like another (or like nothing
// we read) is refused. The signatures are the formats' own: PNG's eight-byte header, JPEG's start-of-
// image marker followed by another marker, and WebP's RIFF container with its "WEBP" form type.
// Past the signature, its header is parsed (image-size, the maintained parser of image headers) and
// its end checked, so a signature followed by junk is refused before it reaches a model, and so is a
// picture of more pixels than any screen shows.

import { imageSize } from "image-size";
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from "@/lib/input-limits";

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

// How each format ends: PNG's IEND chunk, JPEG's end-of-image marker (some writers pad after it).
const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const TAIL = 64;

function endsWithin(bytes: Uint8Array, signature: number[]): boolean {
  for (let at = Math.max(0, bytes.length - TAIL); at <= bytes.length - signature.length; at++)
    if (startsWith(bytes, signature, at)) return true;
  return false;
}

/** Whether the file is whole: it ends the way its format does (WebP: its RIFF size is the file's). */
function isWhole(bytes: Uint8Array, type: ImageType): boolean {
  if (type === "image/png") return endsWithin(bytes, PNG_END);
  if (type === "image/jpeg") return endsWithin(bytes, [0xff, 0xd9]);
  const riffSize = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
  return riffSize + 8 === bytes.length || riffSize + 9 === bytes.length;
}

/**
 * What is wrong with an image whose first bytes are `type`: "broken" when its header doesn't parse as
 * that type or the file doesn't end as one does, "too_many_pixels" past IMAGE_MAX_SIDE or
 * IMAGE_MAX_PIXELS, null when it is fine.
 */
export function imageProblem(bytes: Uint8Array, type: ImageType): "broken" | "too_many_pixels" | null {
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return "broken";
  }
  const { width = 0, height = 0 } = size;
  if (`image/${size.type === "jpg" ? "jpeg" : size.type}` !== type || width < 1 || height < 1 || !isWhole(bytes, type)) return "broken";
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) return "too_many_pixels";
  return null;
}
