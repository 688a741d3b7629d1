/** @jest-environment node */
import { inspectImage, MAX_IMAGE_SIDE } from "@/lib/files/image";
import { IMAGES, IMAGE_HEIGHT, IMAGE_WIDTH } from "../helpers/image-fixtures";

const failure = (bytes: Uint8Array) => {
  try {
    inspectImage(bytes);
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error("accepted");
};

test.each([
  ["jpeg", IMAGES.jpeg, "image/jpeg", ".jpg"],
  ["png", IMAGES.png, "image/png", ".png"],
  ["lossy webp", IMAGES.webp, "image/webp", ".webp"],
  ["lossless webp", IMAGES.webpLossless, "image/webp", ".webp"],
])("a %s image is recognised by its bytes, with its size in pixels", (_name, bytes, contentType, extension) => {
  expect(inspectImage(bytes)).toEqual({ contentType, extension, width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
});

test("files that are not images are refused with 415, whatever their name would say", () => {
  expect(failure(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"))).toMatchObject({
    status: 415,
    message: expect.stringMatching(/^image: only JPEG, PNG or WebP/),
  });
  expect(failure(Buffer.from("<!doctype html><script>alert(1)</script>"))).toMatchObject({ status: 415 });
  expect(failure(Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"))).toMatchObject({ status: 415 });
});

test("an empty file, a cut-off image and an image without a readable size are refused with 400", () => {
  expect(failure(new Uint8Array(0))).toEqual({ status: 400, message: "image: the file is empty." });
  for (const bytes of [IMAGES.png, IMAGES.jpeg, IMAGES.webp, IMAGES.webpLossless]) {
    expect(failure(bytes.subarray(0, bytes.byteLength - 10))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/damaged or incomplete/),
    });
  }
  // A JPEG signature followed by the end marker, with no frame header between them.
  expect(failure(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toMatchObject({ status: 400 });
});

test("an image wider than the limit is refused", () => {
  const wide = Buffer.from(IMAGES.png);
  wide.writeUInt32BE(MAX_IMAGE_SIDE + 1, 16);
  expect(failure(wide)).toMatchObject({
    status: 400,
    message: expect.stringMatching(/larger than 6000 pixels on a side/),
  });
});

test("a 10,000 × 10,000 canvas is refused from its header, before anything is decoded", () => {
  const huge = Buffer.from(IMAGES.png);
  huge.writeUInt32BE(10_000, 16);
  huge.writeUInt32BE(10_000, 20);
  expect(failure(huge)).toEqual({
    status: 400,
    message:
      "image: the image is 10000 × 10000 pixels, larger than 6000 pixels on a side or 24 megapixels; upload a smaller copy.",
  });
  // Within the side limit but too many pixels in all.
  const square = Buffer.from(IMAGES.png);
  square.writeUInt32BE(5000, 16);
  square.writeUInt32BE(5000, 20);
  expect(failure(square)).toMatchObject({ status: 400, message: expect.stringMatching(/24 megapixels/) });
});
