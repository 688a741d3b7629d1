/**
 * Small real images (8×6 pixels, one colour) for the photo upload tests, made once with sharp
 * and kept here as bytes so that the tests need no image library.
 */
const fromBase64 = (text: string) => Buffer.from(text, "base64");

export const IMAGES = {
  jpeg: fromBase64(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJAAnHX/2Q==",
  ),
  png: fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwTpuJFTEMpAQAvYY5YeechNwAAAAASUVORK5CYII=",
  ),
  webp: fromBase64("UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoIAAYAAUAmJaACdLoB+AAETAAA/u+9V/43bjDfgu/33oDeBgAAAA=="),
  webpLossless: fromBase64("UklGRiIAAABXRUJQVlA4TBYAAAAvB0ABAAdQs840s/8BgCD8b5uI6H8I"),
};

export const IMAGE_WIDTH = 8;
export const IMAGE_HEIGHT = 6;
