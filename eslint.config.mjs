import "./scripts/lint/typescript6-api.mjs";
import { createRequire } from "node:module";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// import/no-cycle reads each imported module with the parser named in "import/parsers", required by that
// name from the project; npm keeps @typescript-eslint/parser inside eslint-config-next, so it is named by
// its path here (by its bare name it fails to load, and the rule then passes silently).
const fromNextConfig = createRequire(createRequire(import.meta.url).resolve("eslint-config-next"));
const typescriptParser = createRequire(fromNextConfig.resolve("typescript-eslint")).resolve(
  "@typescript-eslint/parser",
);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore names what is left out on purpose (a destructured field, an unused argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Our pictures are SVGs (components/ui/StaticImage.tsx) or photos at addresses the image optimiser cannot
      // fetch (the old data's links, uploaded photos); next/image would also add its browser code to every page.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // The layers: routes (app/) use components and lib, components use lib, lib uses neither. Server
    // actions live in lib/<domain> so that components and pages both import them from there.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(components|app)(/|$)",
              message: "lib/ must not import components/ or app/: move what both need into lib/<domain>.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)app(/|$)",
              message:
                "components/ must not import app/ (routes): server actions and shared types live in lib/<domain>.",
            },
          ],
        },
      ],
    },
  },
  {
    // No module of lib/ or components/ imports one that imports it back (type-only imports aside).
    files: ["{lib,components}/**/*.{ts,tsx}"],
    settings: {
      // The empty list takes the bare name, which eslint-config-next sets, out of use.
      "import/parsers": { "@typescript-eslint/parser": [], [typescriptParser]: [".ts", ".tsx", ".d.ts"] },
      // Packages cannot import our code back; not parsing them keeps lint about as fast as without the rule.
      "import/ignore": ["node_modules"],
    },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // CommonJS files (Next.js's cache handler, Jest's setup) can only load modules with require().
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "blob-report/**",
    "coverage/**",
    "next-env.d.ts",
  ]),
]);
