// npm run replay -- trace.json [--flow <machine id or index>] [--wait <seconds>]
// Replays the flows of a diagnostic copied with 'Copy diagnostic' (or one flow) against the
// machines of src/machines with a simulated clock, printing each step's event, state and context
// (redacted). --wait moves the clock on after the last event (e.g. --wait 300 shows a code expiring).
import { readFileSync } from "node:fs";
import { loadMachines } from "./machines/inventory";
import { flowsOf, formatReplay, replayFlow } from "./machines/replay";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, v] = args.splice(i, 2);
  return v;
};
const only = option("--flow");
const wait = option("--wait");
const file = args[0];
if (!file) {
  console.error("usage: npm run replay -- trace.json [--flow <machine id or index>] [--wait <seconds>]");
  process.exit(2);
}

const machines = new Map((await loadMachines()).map((entry) => [entry.id, entry.machine]));
let flows = flowsOf(JSON.parse(readFileSync(file, "utf8")));
if (only !== undefined)
  flows = /^\d+$/.test(only) ? flows.slice(Number(only), Number(only) + 1) : flows.filter((f) => f.machine === only);
if (!flows.length) {
  console.error("no flow to replay");
  process.exit(1);
}
let failed = false;
for (const flow of flows) {
  const machine = machines.get(flow.machine);
  if (!machine) {
    console.error(`no machine with the id "${flow.machine}" in src/machines`);
    failed = true;
    continue;
  }
  const result = replayFlow(machine, flow, { waitMs: wait ? Number(wait) * 1000 : 0 });
  console.log(formatReplay(flow, result));
  console.log("");
  if (result.error) failed = true;
}
process.exit(failed ? 1 : 0);
