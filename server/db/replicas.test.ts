import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { LagClock, parseLsn, RECENT_WRITE_COOKIE, replicaReadAllowed, routeReads } from "./replicas";

describe("parseLsn", () => {
  it("reads both halves of a write-ahead-log position", () => {
    expect(parseLsn("0/16B3748")).toBe(0x16b3748n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
  });
});

describe("LagClock", () => {
  it("is 0 for a replica that has replayed everything, however long the primary has been idle", () => {
    const clock = new LagClock();
    clock.recordPrimary(100n, 0);
    clock.recordPrimary(100n, 30_000);
    expect(clock.lagSeconds(100n, 60_000)).toBe(0);
  });

  it("is the age of the oldest primary position the replica has not replayed", () => {
    const clock = new LagClock();
    clock.recordPrimary(100n, 0);
    clock.recordPrimary(200n, 1_000);
    clock.recordPrimary(300n, 2_000);
    // Replayed up to 200: it lacks what the primary wrote after the 1 s sample, first seen at 2 s.
    expect(clock.lagSeconds(200n, 9_000)).toBe(7);
    // Replayed less than the oldest sample: at least as old as that sample.
    expect(clock.lagSeconds(50n, 9_000)).toBe(9);
    expect(clock.lagSeconds(300n, 9_000)).toBe(0);
  });
});

describe("routeReads", () => {
  function app() {
    const site = express();
    site.use(routeReads);
    site.all("/probe", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // the decision survives awaits
      res.json({ replica: replicaReadAllowed() });
    });
    return supertest(site);
  }

  it("lets a GET read from a replica, and keeps every other method on the primary", async () => {
    expect((await app().get("/probe")).body).toEqual({ replica: true });
    const post = await app().post("/probe");
    expect(post.body).toEqual({ replica: false });
    expect(post.headers["set-cookie"]?.[0]).toMatch(new RegExp(`^${RECENT_WRITE_COOKIE}=1; Max-Age=5;`));
    expect((await app().patch("/probe")).body).toEqual({ replica: false });
  });

  it("never marks the sender of a listing's view beacon as a writer (their reads stay on replicas)", async () => {
    const site = express();
    site.use(routeReads);
    site.post("/api/properties/:id/views", (_req, res) => res.status(202).end());
    const beacon = await supertest(site).post("/api/properties/610/views");
    expect(beacon.status).toBe(202);
    expect(beacon.headers["set-cookie"]).toBeUndefined();
    const otherWrite = await supertest(site).post("/api/properties/610/enquiries");
    expect(otherWrite.headers["set-cookie"]?.[0]).toMatch(new RegExp(`^${RECENT_WRITE_COOKIE}=1;`));
  });

  it("keeps a recent writer's reads on the primary, so they see their own change", async () => {
    const res = await app().get("/probe").set("Cookie", `a=b; ${RECENT_WRITE_COOKIE}=1`);
    expect(res.body).toEqual({ replica: false });
  });

  it("allows no replica read outside a request (jobs, start-up)", () => {
    expect(replicaReadAllowed()).toBe(false);
  });
});
