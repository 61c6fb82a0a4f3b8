import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { seedSampleData } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: 600 });
});
afterAll(async () => {
  await t.close();
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

describe("seedSampleData", () => {
  it("gives every sample listing an agent who lists its location among their areas", async () => {
    expect(await count(sql`select count(*)::int as n from properties where is_sample`)).toBe(600);
    expect(
      await count(sql`
        select count(*)::int as n
        from properties p left join agents a on a.id = p.agent_id
        where p.is_sample and (a.id is null or not p.location = any(a.areas))`),
    ).toBe(0);
  });

  it("lists, for each sample agent with listings, exactly the locations of those listings", async () => {
    expect(
      await count(sql`
        select count(*)::int as n
        from agents a
        join lateral (
          select array_agg(distinct p.location::text) as locations from properties p where p.agent_id = a.id
        ) listed on true
        where a.is_sample and listed.locations is not null
          and not (a.areas @> listed.locations and listed.locations @> a.areas)`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from agents a
        where a.is_sample and exists (select 1 from properties p where p.agent_id = a.id)`),
    ).toBeGreaterThan(56); // most of the 112 sample agents, so the check above is not vacuous
  });
});
