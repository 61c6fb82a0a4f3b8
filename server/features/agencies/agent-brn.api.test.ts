import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies, agents } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/*
 * One agent per BRN on the whole site (issue 25 item 16, decision 0061): a BRN names one broker licensed by
 * RERA, so a second agent with it is refused on create and on edit, in any agency and however its "BRN-"
 * prefix is written, with the error under `brn` in English and Arabic; the database's unique index holds
 * when two saves race. Agents of a deleted agency and sample agents hold no number.
 */

const TAKEN = "Another agent on the site already has this BRN: a BRN belongs to one broker";
const TAKEN_AR = "يوجد وسيط آخر على الموقع بهذا الرقم: رقم تسجيل الوسيط (BRN) خاص بوسيط واحد";

let t: TestApp;
let dune: supertest.Agent;
let falcon: supertest.Agent;

/** Every agent whose BRN is `number`, prefix or not. */
async function agentsWithBrn(number: string) {
  return t.database.db
    .select({ id: agents.id, brn: agents.brn })
    .from(agents)
    .where(sql`upper(regexp_replace(${agents.brn}, '^BRN-?', '', 'i')) = ${number}`);
}

beforeAll(async () => {
  t = await createTestApp();
  dune = t.request();
  await signUp(dune, "duneadmin");
  await dune.post("/api/agencies").send({ name: "Dune Homes", emirate: "Sharjah" }).expect(201);
  falcon = t.request();
  await signUp(falcon, "falconadmin");
  await falcon.post("/api/agencies").send({ name: "Falcon Realty", emirate: "Dubai" }).expect(201);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("one agent per BRN", () => {
  it("refuses a second agent with the same BRN, in the same agency or another, however it is written", async () => {
    await dune.post("/api/agency/agents").send({ name: "Sara Haddad", brn: "40213" }).expect(201);
    for (const [agency, brn] of [
      [dune, "40213"],
      [dune, "BRN-40213"],
      [falcon, "brn-40213"],
    ] as const) {
      const refused = await agency.post("/api/agency/agents").send({ name: "Omar Said", brn }).expect(409);
      expect(refused.body).toMatchObject({ code: "conflict", message: TAKEN, fieldErrors: { brn: [TAKEN] } });
    }
    expect(await agentsWithBrn("40213")).toEqual([expect.objectContaining({ brn: "40213" })]);
  });

  it("answers in Arabic for an Arabic page", async () => {
    const refused = await falcon
      .post("/api/agency/agents")
      .set("Accept-Language", "ar-AE,ar;q=0.9")
      .send({ name: "Omar Said", brn: "40213" })
      .expect(409);
    expect(refused.body.fieldErrors).toEqual({ brn: [TAKEN_AR] });
  });

  it("refuses an edit to a BRN another agent holds, keeps the agent as it was, and lets an agent keep its own", async () => {
    const omar = await falcon
      .post("/api/agency/agents")
      .send({ name: "Omar Said", brn: "55123" })
      .expect(201);
    const refused = await falcon
      .patch(`/api/agency/agents/${omar.body.id}`)
      .send({ name: "Omar Said Al Amiri", brn: "BRN-40213" })
      .expect(409);
    expect(refused.body.fieldErrors).toEqual({ brn: [TAKEN] });
    const [stored] = await t.database.db
      .select()
      .from(agents)
      .where(sql`${agents.id} = ${omar.body.id}`);
    expect(stored).toMatchObject({ name: "Omar Said", brn: "55123" });
    await falcon
      .patch(`/api/agency/agents/${omar.body.id}`)
      .send({ name: "Omar Said Al Amiri", brn: "BRN-55123" })
      .expect(200);
    expect(await agentsWithBrn("40213")).toHaveLength(1);
  });

  it("keeps one agent when two saves of one BRN race (the unique index answers the second)", async () => {
    const answers = await Promise.all([
      dune.post("/api/agency/agents").send({ name: "Lina Aziz", brn: "61001" }),
      falcon.post("/api/agency/agents").send({ name: "Lina Aziz", brn: "61001" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.fieldErrors).toEqual({ brn: [TAKEN] });
    expect(await agentsWithBrn("61001")).toHaveLength(1);
  });

  it("does not count an agent of a deleted agency, nor a sample agent", async () => {
    const [gone, sample] = await t.database.db
      .insert(agencies)
      .values([
        { name: "Closed Realty", emirate: "Dubai" },
        { name: "Sample Homes", emirate: "Dubai", isSample: true },
      ])
      .returning({ id: agencies.id });
    await t.database.db.insert(agents).values([
      { name: "Former Agent", brn: "70001", agencyId: gone.id },
      { name: "Sample Agent", brn: "70002", agencyId: sample.id, isSample: true },
    ]);
    await t.database.db.delete(agencies).where(sql`${agencies.id} = ${gone.id}`);
    await dune.post("/api/agency/agents").send({ name: "Hadi Nasser", brn: "70001" }).expect(201);
    await dune.post("/api/agency/agents").send({ name: "Rana Nasser", brn: "70002" }).expect(201);
  });
});
