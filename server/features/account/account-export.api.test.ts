import { sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import {
  createListing,
  createListingWithPhotos,
  nextClientAddress,
  orderUpgrade,
  saveDraft,
  saveFavourite,
  sendEnquiry,
} from "../../../tests/factories";
import { signUp } from "../../../tests/helpers/test-app";
import { useTestApp } from "../../../tests/helpers/use-test-app";
import { PERSONAL_DATA_TABLES } from "./personal-data";

const t = useTestApp();

describe("GET /api/account/export", () => {
  it("answers a dated JSON attachment with everything about the person and nothing secret", async () => {
    const agent = t.request();
    const person = await signUp(agent, "export");
    const listing = await createListingWithPhotos(agent, 2);
    await saveDraft(agent);
    await orderUpgrade(agent, listing.id);
    const ownerAgent = t.request();
    await signUp(ownerAgent, "other");
    const othersListing = await createListing(ownerAgent);
    await saveFavourite(agent, othersListing.id);
    await sendEnquiry(agent, othersListing.id, { name: "Export Person", email: person.email });
    await sendEnquiry(supertest.agent(t.app), listing.id, {
      name: "Visitor Asks",
      email: "asker@example.com",
      phone: "+971 50 765 4321",
    });
    await agent
      .post("/api/saved-searches")
      .send({ name: "Flats to rent", filters: { priceType: "rent" }, frequency: "weekly" })
      .expect(201);
    await supertest(t.app)
      .post("/api/newsletter")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email: person.email })
      .expect(200);

    // Another Host: the photos' addresses still come from the configured site.
    const res = await agent.get("/api/account/export").set("Host", "evil.example").expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="my-data-${person.username}-${today}.json"`,
    );
    const data = JSON.parse(res.text);
    expect(res.text).not.toMatch(/password|argon|\$2[aby]\$/i);
    expect(res.text).not.toContain("evil.example");
    expect(data.account).toMatchObject({ id: person.id, username: person.username, email: person.email });
    expect(data.listings).toHaveLength(1);
    expect(data.listings[0]).toMatchObject({ id: listing.id, title: listing.title });
    expect(data.listings[0].photos).toHaveLength(2);
    for (const photo of data.listings[0].photos) expect(photo).toMatch(/^https?:\/\/[^/]+\/media\/uploads\//);
    expect(data.uploads).toHaveLength(2);
    expect(data.draft.data.values.title).toBe("Sea view");
    expect(data.favourites).toEqual([
      expect.objectContaining({ propertyId: othersListing.id, title: othersListing.title }),
    ]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: "Flats to rent", frequency: "weekly" }),
    ]);
    expect(data.enquiriesSent).toEqual([
      expect.objectContaining({ propertyId: othersListing.id, name: "Export Person", email: person.email }),
    ]);
    // Not replied to yet: the sender's contact details are not the person's to have (see the next test).
    expect(data.enquiriesReceived).toEqual([
      expect.objectContaining({
        propertyId: listing.id,
        senderName: "Visitor Asks",
        senderEmail: null,
        senderPhone: null,
        replied: false,
      }),
    ]);
    expect(data.newsletter).toMatchObject({ subscribed: true, email: person.email });
    expect(data.featuredOrders).toEqual([
      expect.objectContaining({ propertyId: listing.id, plan: "7-days" }),
    ]);
    expect(data.sessionsCount).toBe(1);
    expect(data.auditEntries).toEqual([]);
  });

  it("shows received enquiries as the inbox does: the sender's email and phone only once the person has replied", async () => {
    const lister = t.request();
    await signUp(lister, "exportlister");
    const listing = await createListing(lister);
    const enquiry = await sendEnquiry(supertest.agent(t.app), listing.id, {
      name: "Hind Before Reply",
      email: "hind.before@example.com",
      phone: "+971 50 222 3344",
      message: "Is the apartment still available for a viewing this week?",
    });
    const received = async () => {
      const res = await lister.get("/api/account/export").expect(200);
      const data = JSON.parse(res.text) as { enquiriesReceived: Record<string, unknown>[] };
      expect(data.enquiriesReceived).toHaveLength(1);
      return data.enquiriesReceived[0];
    };
    const inboxItem = async () => {
      const res = await lister.get("/api/my/enquiries").expect(200);
      const items = res.body as { id: number; email: string | null; phone: string | null }[];
      const item = items.find((row) => row.id === enquiry.id);
      expect(item).toBeDefined();
      return item!;
    };

    const before = await received();
    expect(before).toMatchObject({ id: enquiry.id, senderName: "Hind Before Reply", replied: false });
    expect(before.senderEmail).toBeNull();
    expect(before.senderPhone).toBeNull();
    expect(JSON.stringify(before)).not.toContain("hind.before@example.com");
    expect(JSON.stringify(before)).not.toContain("222 3344");
    expect(await inboxItem()).toMatchObject({ email: null, phone: null });

    await lister
      .post(`/api/my/conversations/${enquiry.id}/messages`)
      .send({ body: "Yes, it is. Thursday at five?" })
      .expect(201);
    const after = await received();
    expect(after).toMatchObject({
      senderEmail: "hind.before@example.com",
      senderPhone: "+971 50 222 3344",
      replied: true,
    });
    expect(await inboxItem()).toMatchObject({
      email: "hind.before@example.com",
      phone: "+971 50 222 3344",
    });
  });

  it("needs a session, and is limited to five an hour", async () => {
    await supertest(t.app).get("/api/account/export").expect(401);
    const agent = t.request();
    await signUp(agent, "limited");
    for (let i = 0; i < 5; i++) await agent.get("/api/account/export").expect(200);
    const limited = await agent.get("/api/account/export").expect(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("every table with personal data is handled by export and deletion", () => {
  it("lists each table that references users or holds contact details in personal-data.ts", async () => {
    // From the database's own catalogue: foreign keys to users, and columns that name a person or their
    // contact details. A new table with either fails here until personal-data.ts (and the code it
    // describes) handles it.
    const result = (await t.database.db.execute(sql`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users'
      union
      select distinct c.table_name
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and (c.column_name in ('email', 'phone', 'whatsapp', 'to', 'username', 'sess')
          or c.column_name like '%user_id' or c.column_name like '%username' or c.column_name like '%email')`)) as unknown as {
      rows: { table_name: string }[];
    };
    const holding = result.rows.map((row) => row.table_name).sort();
    // The catalogue query finds what it should (it would silently pass if it found nothing).
    expect(holding).toEqual(
      expect.arrayContaining(["users", "enquiries", "favourites", "session", "uploads"]),
    );
    const unhandled = holding.filter((table) => !(table in PERSONAL_DATA_TABLES));
    expect(unhandled, "tables with personal data that personal-data.ts does not handle").toEqual([]);
  });

  it("names no table that does not exist (an entry outliving its table misleads)", async () => {
    const result = (await t.database.db.execute(sql`
      select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
      rows: { table_name: string }[];
    };
    const tables = new Set(result.rows.map((row) => row.table_name));
    expect(Object.keys(PERSONAL_DATA_TABLES).filter((table) => !tables.has(table))).toEqual([]);
  });
});
