import sharp from "sharp";
import { ValidationError } from "../errors";
import { inspectImage, MAX_IMAGE_PIXELS, type ImageInspection } from "./image";

/**
 * A picture as the site publishes it: checked by its bytes (inspectImage), then decoded and
 * encoded again in the same format with sharp. The new file keeps no metadata (EXIF, with GPS
 * position and camera serial, XMP, comments), is turned upright by its EXIF orientation, and is
 * at most `displaySide` pixels on its longer side, the largest the site ever shows.
 */
export const DEFAULT_DISPLAY_SIDE = 1600;

export type EncodedImage = {
  bytes: Uint8Array;
  contentType: ImageInspection["contentType"];
  extension: string;
  width: number;
  height: number;
};

export async function encodeImage(
  bytes: Uint8Array,
  field = "image",
  displaySide = DEFAULT_DISPLAY_SIDE,
): Promise<EncodedImage> {
  const image = inspectImage(bytes, field);
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: displaySide, height: displaySide, fit: "inside", withoutEnlargement: true });
  const encoded =
    image.contentType === "image/png"
      ? pipeline.png({ compressionLevel: 9 })
      : image.contentType === "image/webp"
        ? pipeline.webp({ quality: 85 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      contentType: image.contentType,
      extension: image.extension,
      width: info.width,
      height: info.height,
    };
  } catch {
    // The header was fine but the pixels are not (a damaged or truncated body).
    throw new ValidationError(`${field}: the image is damaged or incomplete; upload the whole file.`, field);
  }
}
