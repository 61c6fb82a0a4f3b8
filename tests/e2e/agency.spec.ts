import { expect, test, type Page } from "@playwright/test";
import { buildPhoto } from "../factories/listings";
import { gotoReady, ignoreDevReloads, signUpViaApi } from "./helpers";

/**
 * Issue 16, items 4–5 (docs/decisions/0053): an agency manager creates the agency and an API key in the
 * dashboard's Agency tab (the key is shown once and works on the agency API), imports a feed file with one
 * bad listing and reads the report (reference, field, problem); the agency's public page, in English and
 * Arabic, shows its live listings and its median reply time once enquiries have been replied to.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function property(ref: string, price: string) {
  return `<property><reference_number>${ref}</reference_number><offering_type>RS</offering_type><property_type>AP</property_type><price>${price}</price><city>Sharjah</city><community>Al Majaz</community><title_en>Feed apartment ${ref} by the Al Majaz waterfront</title_en><description_en>A bright apartment over the Al Majaz waterfront, imported from the agency feed as ${ref}.</description_en><size>1250</size><bedroom>2</bedroom><bathroom>2</bathroom></property>`;
}

async function answerEnquiries(page: Page, listingId: number, count: number) {
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    for (let i = 0; i < count; i++) {
      const sent = await visitor.request.post(`/api/properties/${listingId}/enquiries`, {
        data: {
          name: "Layla Haddad",
          email: `visitor${unique()}@example.com`,
          message: "Is the apartment still available? I would like to view it this week.",
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { id } = (await sent.json()) as { id: number };
      const reply = await page.request.post(`/api/my/conversations/${id}/messages`, {
        data: { body: "Yes, it is. Would Saturday at 11 suit you?" },
      });
      expect(reply.status(), await reply.text()).toBe(201);
    }
  } finally {
    await visitor.close();
  }
}

for (const width of [390, 1280]) {
  test(`at ${width} px: an agency manager creates a key shown once, imports a feed and the agency page shows it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await ignoreDevReloads(page);
    await signUpViaApi(page.request, "agencye2e");
    const ref = unique();

    await gotoReady(page, "/dashboard?tab=agency");
    await page.getByLabel("Agency name").fill(`Dune Homes ${ref}`);
    await page.getByLabel("Emirate").selectOption("Sharjah");
    await page.getByRole("button", { name: "Create agency" }).click();

    // The key: shown once, working on the agency API, afterwards listed by its prefix only.
    await page.getByLabel("Key name").fill("CRM sync");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByTestId("new-api-key");
    await expect(shown).toHaveText(/^upm_[0-9A-Za-z]{40}$/);
    const key = (await shown.textContent())!;
    await expect(page.getByText("it will not be shown again")).toBeVisible();
    const withKey = await page.request.get("/api/agency/listings", {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(withKey.status()).toBe(200);
    await gotoReady(page, "/dashboard?tab=agency");
    await expect(page.getByText("CRM sync")).toBeVisible();
    await expect(page.getByText(key.slice(0, 12))).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);

    // A feed file with one bad listing: two imported, the third reported by reference and field.
    const feed = `<list>${property(`A-${ref}`, "1,150,000")}${property(`B-${ref}`, "980000")}${property(`BAD-${ref}`, "12")}</list>`;
    await page
      .getByLabel("Upload a feed file")
      .setInputFiles({ name: "feed.xml", mimeType: "application/xml", buffer: Buffer.from(feed) });
    const report = page.getByTestId("feed-run").first();
    await expect(report).toContainText("2 new");
    await expect(report).toContainText("1 with errors");
    const row = report.getByRole("row", { name: new RegExp(`BAD-${ref}`) });
    await expect(row).toContainText("price");
    await expect(row).toContainText("Price must be at least AED 1,000");

    // Enquiries answered in their threads give the agency its median reply time.
    const mine = (await (await page.request.get("/api/agency")).json()) as { agency: { id: number } };
    const agencyId = mine.agency.id;
    const listings = (await (await page.request.get(`/api/agencies/${agencyId}/listings`)).json()) as {
      id: number;
    }[];
    expect(listings).toHaveLength(2);
    await answerEnquiries(page, listings[0].id, 3);

    await gotoReady(page, `/agencies/${agencyId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dune Homes ${ref}`);
    await expect(page.getByRole("link", { name: `Feed apartment A-${ref}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Feed apartment B-${ref}` })).toBeVisible();
    await expect(page.getByTestId("reply-time")).toContainText("Median reply time: 1 minute");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"RealEstateAgent"'))).toBe(true);

    await gotoReady(page, `/ar/agencies/${agencyId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("reply-time")).toContainText("متوسط مدة الرد: دقيقة واحدة");
    await expect(page.getByRole("link", { name: `Feed apartment A-${ref}` })).toBeVisible();
  });
}

test("at 390 px: the Agency tab checks fields before sending, sends once, and shows the server's field errors under their fields", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await ignoreDevReloads(page);
  await signUpViaApi(page.request, "agencyform");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/agenc")) {
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });

  // The server's rules, checked in the page: a one-letter name is refused under the name, unsent.
  await gotoReady(page, "/dashboard?tab=agency");
  const name = page.getByLabel("Agency name");
  await name.fill("D");
  await page.getByRole("button", { name: "Create agency" }).click();
  await expect(name).toHaveAccessibleDescription("Agency name must be at least 2 characters");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);

  // Two clicks in one task create one agency.
  await name.fill(`Dune Homes ${unique()}`);
  await page.getByRole("button", { name: "Create agency" }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole("heading", { name: "Listing feed" })).toBeVisible();
  expect(sent).toEqual(["POST /api/agencies"]);

  // An address the schema accepts and the server refuses (400 naming `url`): its message under the field,
  // what was typed kept, no toast.
  const address = "https://crm:secret@feeds.example.com/listings.xml";
  const feed = page.getByLabel("Feed address");
  await feed.fill(address);
  await page.getByRole("button", { name: "Save feed" }).click();
  await expect(feed).toHaveAccessibleDescription("The feed address must not contain a user name or password");
  await expect(feed).toHaveAttribute("aria-invalid", "true");
  await expect(feed).toHaveValue(address);
  await expect(page.getByText("Could not save the feed")).toHaveCount(0);
  expect(sent.filter((request) => request === "PUT /api/agency/feed")).toHaveLength(1);

  // The same refusal on the Arabic page, in Arabic.
  await gotoReady(page, "/ar/dashboard?tab=agency");
  const feedAr = page.getByLabel("عنوان ملف التغذية");
  await feedAr.fill(address);
  await page.getByRole("button", { name: "حفظ ملف التغذية" }).click();
  await expect(feedAr).toHaveAccessibleDescription("يجب ألا يتضمن عنوان ملف التغذية اسم مستخدم أو كلمة مرور");
});

for (const width of [390, 1280]) {
  test(`at ${width} px: an agent added with a photo is edited in place, saved once, and the public page shows it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await ignoreDevReloads(page);
    await signUpViaApi(page.request, "agentedit");
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().includes("/api/agency/agents/")) {
        saves.push(request.postData() ?? "");
      }
    });

    await gotoReady(page, "/dashboard?tab=agency");
    await page.getByLabel("Agency name").fill(`Dune Homes ${unique()}`);
    await page.getByLabel("Emirate").selectOption("Sharjah");
    await page.getByRole("button", { name: "Create agency" }).click();

    const photo = { name: "sara.jpg", mimeType: "image/jpeg", buffer: await buildPhoto(600, 600) };
    await page.getByLabel("Agent's name").fill("Sara Haddad");
    await page.getByLabel("Areas covered (separated by commas)").fill("Al Majaz, Al Khan");
    await page.getByLabel("Photo (optional)").setInputFiles(photo);
    await expect(page.getByRole("button", { name: "Remove photo" })).toBeVisible();
    await page.getByRole("button", { name: "Add agent" }).click();
    await expect(page.getByRole("link", { name: "Sara Haddad" })).toBeVisible();

    // Opened after a reload (the page as a link gives it), the profile is as saved; a new name and a new
    // photo are saved with one PATCH on a double click, the areas kept as they were.
    await gotoReady(page, "/dashboard?tab=agency");
    await page.getByRole("button", { name: "Edit Sara Haddad" }).click();
    const editing = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Edit Sara Haddad" }) });
    await expect(editing.getByLabel("Areas covered (separated by commas)")).toHaveValue("Al Majaz, Al Khan");
    const before = await editing.locator("img").getAttribute("src");
    await editing.getByLabel("Agent's name").fill("Sara Al Haddad");
    await editing
      .getByLabel("Photo (optional)")
      .setInputFiles({ ...photo, buffer: await buildPhoto(640, 640) });
    await expect(editing.locator("img")).not.toHaveAttribute("src", before!);
    await editing.getByRole("button", { name: "Save agent" }).dblclick();
    await expect(page.getByRole("link", { name: "Sara Al Haddad" })).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0])).toMatchObject({ name: "Sara Al Haddad", areas: ["Al Majaz", "Al Khan"] });

    await page.getByRole("link", { name: "Sara Al Haddad" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sara Al Haddad");
  });
}
