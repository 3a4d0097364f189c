// The renderer's turns (src/server/render/queue.ts): `concurrency` at once, `maxWaiting` waiting
// in arrival order, the rest refused at once, a wait beyond `maxWaitMs` refused, and a failed
// task gives its turn up like a finished one; the places shared fairly between owners (partners),
// no owner above half of them while another asks, the turns going round the owners.
import { describe, expect, test } from "bun:test";
import { ChromiumRenderer, RendererBusy } from "../../src/server/render/chromium";
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

describe("fair shares between owners", () => {
  test("A fills the queue, then B asks 9 times: B takes half of the places, and turns alternate", async () => {
    const q = new RenderQueue(2, 8, 60_000);
    const g = gate();
    const order: string[] = [];
    const ask = (owner: string) =>
      q
        .run(async () => {
          order.push(owner);
          await g.opened;
        }, owner)
        .then(
          () => "done",
          (error: QueueFull) => error.reason,
        );
    const a = Array.from({ length: 10 }, () => ask("A"));
    expect(q.heldBy("A")).toBe(10);
    const b = Array.from({ length: 9 }, () => ask("B"));
    // Each of B's first five took the place of A's newest waiter; the rest found A at its half.
    expect([q.heldBy("A"), q.heldBy("B")]).toEqual([5, 5]);
    expect(q.load()).toEqual({ running: 2, waiting: 8 });
    g.open();
    const [aEnds, bEnds] = [await Promise.all(a), await Promise.all(b)];
    expect(aEnds.filter((e) => e === "done").length).toBe(5);
    expect(aEnds.filter((e) => e === "displaced").length).toBe(5);
    expect(bEnds.filter((e) => e === "done").length).toBe(5);
    expect(bEnds.filter((e) => e === "full").length).toBe(4);
    // Two of A ran at once; then the turns went round: A, B, A, B, A, then B's last ones.
    expect(order).toEqual(["A", "A", "A", "B", "A", "B", "A", "B", "B", "B"]);
    expect(q.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("an owner alone may use every place; one at its half is not displaced", async () => {
    const q = new RenderQueue(1, 3, 60_000);
    const g = gate();
    const runs = Array.from({ length: 4 }, () => q.run(() => g.opened, "A"));
    expect(q.heldBy("A")).toBe(4);
    // Above its half (2 of 4): B takes A's newest waiting place.
    const b1 = q.run(() => g.opened, "B");
    expect([q.heldBy("A"), q.heldBy("B")]).toEqual([3, 1]);
    const b2 = q.run(() => g.opened, "B");
    expect([q.heldBy("A"), q.heldBy("B")]).toEqual([2, 2]);
    // Both at their half: the newcomer is refused, nobody displaced.
    expect(((await q.run(() => g.opened, "B").catch((e: unknown) => e)) as QueueFull).reason).toBe("full");
    expect(((await q.run(() => g.opened, "C").catch((e: unknown) => e)) as QueueFull).reason).toBe("full");
    g.open();
    const ends = await Promise.allSettled([...runs, b1, b2]);
    expect(ends.map((e) => e.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
  });

  test("the renderer passes the partner as the owner: B gets half of the capacity, not 2 of 9", async () => {
    const g = gate();
    const drawn: string[] = [];
    const renderer = new ChromiumRenderer({
      executablePath: null,
      draw: async (html) => {
        await g.opened;
        drawn.push(html);
        return new Uint8Array([1]);
      },
    });
    const answer = (p: Promise<Uint8Array>) =>
      p.then(
        () => "drawn",
        (error: unknown) => (error instanceof RendererBusy ? "busy" : String(error)),
      );
    const a = Array.from({ length: 10 }, (_, k) => answer(renderer.png(`A${k}`, { owner: "partner-a" })));
    const b = Array.from({ length: 9 }, (_, k) => answer(renderer.pdf(`B${k}`, { owner: "partner-b" })));
    g.open();
    const bDrawn = (await Promise.all(b)).filter((e) => e === "drawn").length;
    const aDrawn = (await Promise.all(a)).filter((e) => e === "drawn").length;
    // Capacity 10 (2 drawing, 8 waiting): B holds 5 places and every one is drawn.
    expect(bDrawn).toBeGreaterThanOrEqual(5);
    expect(aDrawn).toBe(5);
    expect(drawn.length).toBe(10);
    await renderer.close();
  });
});
