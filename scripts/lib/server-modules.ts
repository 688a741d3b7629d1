import path from "node:path";
import { createRequire, register } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * Lets a command-line script import the server's domain modules. They carry the `server-only`
 * marker, which throws unless the importer is a React Server Component bundle; a script is neither
 * a bundle nor a browser, so the marker resolves to its empty twin here (as jest's moduleNameMapper
 * does for the tests). Import this module before any domain module.
 */
const marker = createRequire(import.meta.url).resolve("server-only");
const empty = pathToFileURL(path.join(path.dirname(marker), "empty.js")).href;
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: ${JSON.stringify(empty)}, shortCircuit: true };
  return next(specifier, context);
}
`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);
