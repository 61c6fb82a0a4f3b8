import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createConcurrencyLimit", () => {
  it("runs at most `max` at once, the rest in arrival order, and refuses past the queue", async () => {
    const limit = createConcurrencyLimit(2, 3);
    const order: number[] = [];
    let peak = 0;
    const task = (n: number) =>
      limit.run(async () => {
        peak = Math.max(peak, limit.running);
        await tick();
        order.push(n);
        return n;
      });
    const accepted = [1, 2, 3, 4, 5].map(task);
    await expect(task(6)).rejects.toMatchObject({ status: 503 });
    expect(await Promise.all(accepted)).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(limit.running).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const limit = createConcurrencyLimit(1, 1);
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => "ok")).toBe("ok");
  });
});

describe("createConcurrencyLimit for photos", () => {
  it("never runs more than `max` at once however many arrive, and refuses past the queue with its message", async () => {
    const limit = createConcurrencyLimit(2, 32, "Many photos are being processed right now.");
    let running = 0;
    let peak = 0;
    const task = () =>
      limit.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
      });
    const accepted = Array.from({ length: 34 }, task);
    await expect(task()).rejects.toMatchObject({
      status: 503,
      message: "Many photos are being processed right now.",
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
