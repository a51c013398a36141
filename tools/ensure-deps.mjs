// Installs the npm dependencies (Bun included) when they are missing, so `npm start` / `npm test` work on a fresh clone.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

if (!existsSync(new URL("../node_modules/.bin/bun", import.meta.url))) {
  console.log("ensure-deps: node_modules missing, running npm ci");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit", cwd: new URL("..", import.meta.url) });
}
