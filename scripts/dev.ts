// npm run dev: rebuild the client when src/ or public/ changes, restart the server when
// server code changes (bun --watch).
import { watch } from "node:fs";
import { join } from "node:path";
import { build } from "./build";

const root = join(import.meta.dir, "..");
await build({ development: true });
const server = Bun.spawn([process.execPath, "--watch", "src/server/main.ts"], {
  cwd: root,
  stdio: ["inherit", "inherit", "inherit"],
  env: { ...process.env, NODE_ENV: "development" },
});

let timer: ReturnType<typeof setTimeout> | null = null;
const rebuild = (_: string, file: string | null) => {
  if (file && (file.includes("i18n-") || file.startsWith("server"))) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    build({ development: true }).catch((error) => console.error(error));
  }, 150);
};
watch(join(root, "src"), { recursive: true }, rebuild);
watch(join(root, "public"), { recursive: true }, rebuild);
process.on("SIGINT", () => {
  server.kill();
  process.exit(0);
});
