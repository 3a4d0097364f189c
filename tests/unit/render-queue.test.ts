// The renderer's turns (src/server/render/queue.ts): `concurrency` at once, `maxWaiting` waiting
// in arrival order, the rest refused at once, a wait beyond `maxWaitMs` refused, and a failed
// task gives its turn up like a finished one.
import { expect, test } from "bun:test";
import { QueueFull, RenderQueue } from "../../src/server/render/queue";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

test("2 at once, 8 waiting in order, the 11th refused at once", async () => {
  const q = new RenderQueue(2, 8, 60_000);
  const g = gate();
  const order: number[] = [];
  const runs = Array.from({ length: 10 }, (_, k) =>
    q.run(async () => {
      order.push(k);
      await g.opened;
      return k;
    }),
  );
  await Bun.sleep(0);
  expect(q.load()).toEqual({ running: 2, waiting: 8 });
  const refused = await q.run(async () => "never").catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(QueueFull);
  expect((refused as QueueFull).reason).toBe("full");
  g.open();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(q.load()).toEqual({ running: 0, waiting: 0 });
});

test("a wait beyond maxWaitMs is refused; the others go on", async () => {
  const q = new RenderQueue(1, 2, 30);
  const g = gate();
  const first = q.run(() => g.opened);
  const waited = await q.run(async () => "late").catch((error: unknown) => error);
  expect((waited as QueueFull).reason).toBe("waited");
  expect(q.load()).toEqual({ running: 1, waiting: 0 });
  g.open();
  await first;
  expect(await q.run(async () => "next")).toBe("next");
});

test("a failed task gives its turn up", async () => {
  const q = new RenderQueue(1, 0, 1_000);
  await expect(q.run(() => Promise.reject(new Error("crash")))).rejects.toThrow("crash");
  expect(q.load()).toEqual({ running: 0, waiting: 0 });
  expect(await q.run(async () => 1)).toBe(1);
});
