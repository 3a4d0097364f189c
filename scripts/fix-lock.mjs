// Some registries serve only the Linux builds of Biome's platform packages. `npm ci` then
// refuses the lock file because the other platforms' optional packages have no entry. This
// adds those entries (optional, with os/cpu), so npm skips them on platforms that differ.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const lockPath = join(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const biome = lock.packages["node_modules/@biomejs/biome"];
const PLATFORMS = {
  "win32-x64": { os: "win32", cpu: "x64" },
  "win32-arm64": { os: "win32", cpu: "arm64" },
  "darwin-x64": { os: "darwin", cpu: "x64" },
  "darwin-arm64": { os: "darwin", cpu: "arm64" },
  "linux-x64": { os: "linux", cpu: "x64", libc: "glibc" },
  "linux-arm64": { os: "linux", cpu: "arm64", libc: "glibc" },
  "linux-x64-musl": { os: "linux", cpu: "x64", libc: "musl" },
  "linux-arm64-musl": { os: "linux", cpu: "arm64", libc: "musl" },
  "android-x64": { os: "android", cpu: "x64" },
  "android-arm64": { os: "android", cpu: "arm64" },
};
let added = 0;
for (const name of Object.keys(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = PLATFORMS[name.replace("@biomejs/cli-", "")];
  if (!platform) continue;
  lock.packages[key] = {
    version: biome.optionalDependencies[name],
    dev: true,
    license: "MIT OR Apache-2.0",
    optional: true,
    os: [platform.os],
    cpu: [platform.cpu],
    ...(platform.libc ? { libc: [platform.libc] } : {}),
    engines: { node: ">=14.21.3" },
  };
  added++;
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
