import { AppError, ValidationError } from "../errors";
import type { IMAGE_TYPES } from "./choice";

/**
 * Decides by content, never by name or declared type, whether bytes are a photo we can publish:
 * a complete JPEG, PNG or WebP image whose size in pixels can be read from its header.
 */
export type ImageInspection = { contentType: ImageType; extension: string; width: number; height: number };

export type ImageType = (typeof IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp" };

// Read from the header before anything is decoded: a small file can claim a huge canvas (a
// 10,000 × 10,000 PNG of one colour is a few hundred KB and 400 MB once decoded).
export const MAX_IMAGE_SIDE = 6000;
export const MAX_IMAGE_PIXELS = 24_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The IEND chunk: length 0, type, and its fixed CRC. A PNG cut off in transfer does not end with it.
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
// Entropy-coded JPEG data escapes 0xFF, so FF D9 near the end can only be the end-of-image marker.
const JPEG_END_WINDOW = 1024;

type Size = { width: number; height: number };

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return bytes.byteLength >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return Buffer.from(bytes.subarray(at, at + length)).toString("latin1");
}

function detectType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  return undefined;
}

function pngSize(bytes: Uint8Array, view: DataView): Size | undefined {
  if (bytes.byteLength < 24 + PNG_END.length || ascii(bytes, 12, 4) !== "IHDR") return undefined;
  if (!startsWith(bytes, PNG_END, bytes.byteLength - PNG_END.length)) return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers (C0–CF except DHT C4, JPG C8 and DAC CC) carry the image's size.
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array, view: DataView): Size | undefined {
  const tail = bytes.subarray(Math.max(0, bytes.byteLength - JPEG_END_WINDOW));
  if (!Buffer.from(tail).includes(Buffer.from([0xff, 0xd9]))) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.byteLength) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // The image data starts (SOS) or ends (EOI) before any frame header: not a usable photo.
    if (marker === 0xda || marker === 0xd9) return undefined;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.byteLength) return undefined;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): Size | undefined {
  // The RIFF header states the file's length: a shorter file was cut off.
  if (bytes.byteLength < 30 || view.getUint32(4, true) + 8 > bytes.byteLength) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return undefined;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const read24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  return undefined;
}

const SIZE_READERS: Record<ImageType, (bytes: Uint8Array, view: DataView) => Size | undefined> = {
  "image/jpeg": jpegSize,
  "image/png": pngSize,
  "image/webp": webpSize,
};

/**
 * Checks that the bytes are a JPEG, PNG or WebP image: 415 when they are none of these (a PDF or
 * an HTML page named photo.jpg), 400 when they are empty, cut off, damaged or absurdly large.
 */
export function inspectImage(bytes: Uint8Array, field = "image"): ImageInspection {
  if (bytes.byteLength === 0) throw new ValidationError(`${field}: the file is empty.`, field);
  const contentType = detectType(bytes);
  if (!contentType)
    throw new AppError(
      415,
      `${field}: only JPEG, PNG or WebP images are accepted; this file is not one of them.`,
      field,
    );
  const size = SIZE_READERS[contentType](bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!size || size.width === 0 || size.height === 0) {
    throw new ValidationError(`${field}: the image is damaged or incomplete; upload the whole file.`, field);
  }
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new ValidationError(
      `${field}: the image is ${size.width} × ${size.height} pixels, larger than ${MAX_IMAGE_SIDE} pixels on a side or ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; upload a smaller copy.`,
      field,
    );
  }
  return { contentType, extension: EXTENSIONS[contentType], ...size };
}
