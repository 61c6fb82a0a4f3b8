import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { signIn, signUp } from "../../../tests/factories";
import type { RedisInstance } from "../../../tests/helpers/redis-instance";
import { openTestDatabase } from "../../../tests/helpers/test-database";
import {
  deleteRedisKeys,
  redisSuiteName,
  testRedisUrl,
  uniqueRedisPrefix,
} from "../../../tests/helpers/test-redis";

const redisUrl = testRedisUrl();

/** Account deletion with sessions in Redis (REDIS_URL): every device's session ends there too. */
describe.skipIf(!redisUrl)(redisSuiteName("account deletion with sessions in Redis"), () => {
  let database: Database;
  let instance: RedisInstance;
  let prefix: string;

  beforeAll(async () => {
    const { startRedisInstance } = await import("../../../tests/helpers/redis-instance");
    prefix = uniqueRedisPrefix("account-deletion");
    database = await openTestDatabase();
    instance = await startRedisInstance(database, { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix });
  });

  afterAll(async () => {
    await instance?.close();
    if (prefix) await deleteRedisKeys(redisUrl!, prefix);
    await database?.close();
  });

  it("ends the sessions of every device, kept in Redis, and leaves none of their keys", async () => {
    const agent = instance.request();
    const person = await signUp(agent, "redisgone");
    const phone = await signIn(supertest.agent(instance.app), person);
    const client = instance.redis.client;
    const userKey = `${prefix}sess-user:${person.id}`;
    const sids = await client.sMembers(userKey);
    expect(sids.length).toBe(2);

    const res = await agent.post("/api/account/delete").send({ password: person.password }).expect(200);
    expect(res.body.sessionsEnded).toBe(2);

    await agent.get("/api/user").expect(401);
    await supertest(instance.app).get("/api/user").set("Cookie", phone).expect(401);
    expect(await client.sMembers(userKey)).toEqual([]);
    for (const sid of sids) expect(await client.exists(`${prefix}sess:${sid}`)).toBe(0);
  });
});
