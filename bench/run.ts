// npm run bench: every benchmark in turn, each writing its results to bench/results/.
// Heavy ones take a few seconds each; run them on a machine that is otherwise idle.
const benches: string[][] = [
  ["bench/bundle.ts"],
  ["bench/lighthouse.ts"],
  ["bench/scanner.ts"],
  ["bench/history.ts"],
  ["bench/screener.ts"],
  ["bench/insights.ts"],
  // What checking an answer against its contract costs, beside JSON.stringify of it.
  ["bench/contract-check.ts"],
  // Server on core 0, clients on core 1: the gainers (one message for all) and the subscribed
  // quotes (each client its own), each beside bare Bun and socket.io in the same run.
  ["bench/ws-fanout.ts", "--mode", "gainers", "--clients", "3000", "--runs", "3", "--pin"],
  ["bench/ws-fanout.ts", "--mode", "quotes", "--clients", "5000", "--runs", "3", "--pin"],
  // One server process against two, each on a budget of a quarter of core 0 (root: cgroups).
  ["bench/ws-capacity.ts", "--runs", "3"],
  ["bench/quotes.ts"],
  ["bench/startup.ts"],
  ["bench/durability.ts"],
  ["bench/load.ts"],
  ["bench/partner-login-flood.ts"],
  ["bench/login-fairness.ts"],
  // Another user's alert e-mail while fifty push endpoints hang (the order is tests/server's).
  ["bench/alerts-fairness.ts"],
  ["bench/export.ts"],
  // Ten portfolios of 10,000 transactions and a zakat profile: the whole-wealth zakat report.
  ["bench/zakat-wealth.ts"],
  // Every heavy call at once from two users and two partners (SQLite, and PostgreSQL with
  // TEST_DATABASE_URL): /healthz p99 and the server's RSS growth throughout.
  ["bench/hostile-load.ts"],
  // The Shariah record of the 70,000-company universe built in the background: /healthz meanwhile.
  ["bench/shariah-history.ts"],
  ["bench/shariah-history.ts", "--db", "postgres"],
];
const only = process.argv[2];
for (const args of benches) {
  if (only && !args[0]!.includes(only)) continue;
  console.log(`\n▶ ${args.join(" ")}`);
  const proc = Bun.spawnSync([process.execPath, ...args], { stdio: ["ignore", "inherit", "inherit"] });
  if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
}
