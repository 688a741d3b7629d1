import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { encodeImage } from "../lib/files/image-encode";
import { SEED_PICTURE_DIR, SEED_PICTURE_SOURCES } from "../lib/db/seed/pictures";

/**
 * Makes the seed's picture copies (lib/db/seed/files/pictures) from the university's originals in
 * ../shared/data/images (or the folder given as the first argument) with the site's own image
 * pipeline, each bounded to the size the site shows it at.
 */
/** The centre of the picture at the given size, at a high quality for encodeImage to encode once more. */
async function cut(bytes: Uint8Array, [width, height]: readonly [number, number]): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(bytes).rotate().resize(width, height, { fit: "cover" }).jpeg({ quality: 95 }).toBuffer(),
  );
}

const originals = path.resolve(process.argv[2] ?? "../shared/data/images");
await mkdir(SEED_PICTURE_DIR, { recursive: true });
let total = 0;
for (const [name, source] of Object.entries(SEED_PICTURE_SOURCES)) {
  const original = new Uint8Array(await readFile(path.join(originals, source.from)));
  const image = await encodeImage("crop" in source ? await cut(original, source.crop) : original, "image", source.side);
  await writeFile(path.join(SEED_PICTURE_DIR, name), image.bytes);
  total += image.bytes.byteLength;
  console.log(`${name}: ${image.width}×${image.height}, ${Math.round(image.bytes.byteLength / 1024)} KB`);
}
console.log(`${Object.keys(SEED_PICTURE_SOURCES).length} pictures, ${(total / 1024 / 1024).toFixed(1)} MB in all`);
