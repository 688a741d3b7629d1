// The project compiles with TypeScript 7, whose package has no JavaScript API; typescript-eslint
// (inside eslint-config-next) needs that API, so in the ESLint process "typescript" resolves to
// @typescript/typescript6, the compatibility package Microsoft publishes for such tools.
import Module, { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const typescript6 = path.dirname(require.resolve("@typescript/typescript6/package.json"));
const resolveFilename = Module._resolveFilename;

Module._resolveFilename = function resolveTypeScript6(request, ...rest) {
  const target =
    request === "typescript" || request.startsWith("typescript/")
      ? typescript6 + request.slice("typescript".length)
      : request;
  return resolveFilename.call(this, target, ...rest);
};
