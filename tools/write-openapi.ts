// CLI: writes the OpenAPI document exactly as GET /openapi.json serves it. `bun tools/write-openapi.ts [--out FILE]`.
// `bun run lint:openapi` lints that file with Redocly's recommended rules (servers come from PUBLIC_BASE_URL).
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { buildOpenApi, OPERATIONS } from "../src/rest";

const { values } = parseArgs({ options: { out: { type: "string", default: "data/openapi.json" } } });
const config = loadConfig();
const doc = buildOpenApi({ publicBaseUrl: config.publicBaseUrl, operations: OPERATIONS });
await Bun.write(values.out, JSON.stringify(doc, null, 2) + "\n");
console.log(`openapi: wrote ${values.out} (${Object.keys(doc.paths).length} operations, servers ${config.publicBaseUrl})`);
