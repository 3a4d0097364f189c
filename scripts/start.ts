// npm start: build the client, then run the server (which migrates and seeds on start).
import { build } from "./build";

await build();
const server = Bun.spawn([process.execPath, "src/server/main.ts"], { stdio: ["inherit", "inherit", "inherit"] });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
process.exit(await server.exited);
