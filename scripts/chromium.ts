// Browser tests use Debian's Chromium and never download one. As root on a fresh machine it
// is installed with apt-get; otherwise the message says how.
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-noto-core`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const cmd of [
    ["apt-get", "update", "-q"],
    ["apt-get", "install", "-y", "-q", "chromium", "fonts-noto-core"],
  ]) {
    const proc = Bun.spawnSync(cmd, { stdio: ["ignore", "inherit", "inherit"], env });
    if (proc.exitCode !== 0) {
      console.error(`${cmd.join(" ")} failed`);
      process.exit(1);
    }
  }
}

if (import.meta.main) ensureChromium();
