// What a benchmark ran on, written beside its numbers.
import { cpus, totalmem } from "node:os";

export function machine(): Record<string, string | number> {
  return {
    date: new Date().toISOString(),
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    bun: Bun.version,
    platform: `${process.platform} ${process.arch}`,
  };
}
