import "./scripts/lint/typescript6-api.mjs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
