// The ceiling a benchmark is read against: a bare Bun.serve answering "ok", on the same
// machine at the same moment.
//   bun bench/baseline-server.ts <port>
Bun.serve({ port: Number(process.argv[2] ?? 5213), hostname: "127.0.0.1", fetch: () => new Response("ok") });
