import { expect, test, type Browser, type Page } from "@playwright/test";
import { buildUser } from "../factories/users";
import { createListingViaApi, expectAllArabic, gotoReady } from "./helpers";

/**
 * Issue 16, item 6 (docs/decisions/0054-conversations.md): a signed-in visitor sends an enquiry from a
 * property page; the owner sees it with an unread badge on the header's account button and the visitor's
 * email hidden, replies in the site, and then sees the email; the visitor sees the reply and its badge in
 * My enquiries, and the badge goes once the thread is read. One case reads the visitor's side in Arabic.
 */

function uniqueUser(prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return buildUser(prefix, { username, email: `${username}@example.com` });
}

/** A page of its own (its own cookies) signed in as a new account. */
async function signedInPage(browser: Browser, prefix: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const user = uniqueUser(prefix);
  const res = await page.request.post("/api/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return { page, user };
}

/** The header's account button carries the unread count as an image named "N unread message(s)". */
function unreadBadge(page: Page, name: string) {
  return page.getByRole("banner").getByRole("img", { name });
}

async function sendEnquiry(page: Page, listingId: number, message: string) {
  await gotoReady(page, `/property/${listingId}`);
  const form = page.getByRole("form", { name: "Enquiry" });
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("Enquiry sent")).toBeVisible();
  await expect(page.getByRole("link", { name: "Follow the conversation in My enquiries" })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a visitor's enquiry becomes a conversation with unread badges on both sides`, async ({
    browser,
  }) => {
    const owner = await signedInPage(browser, "lister", width);
    const listingId = await createListingViaApi(owner.page.request);
    const visitor = await signedInPage(browser, "asker", width);
    const question = `Is the flat free for a viewing on Saturday? (${width} px)`;
    await sendEnquiry(visitor.page, listingId, question);

    // The owner: one unread message in the header; the enquiry without the visitor's email until a reply.
    await gotoReady(owner.page, "/dashboard?tab=enquiries");
    await expect(unreadBadge(owner.page, "1 unread message")).toBeVisible();
    const item = owner.page.getByRole("article").filter({ hasText: question });
    await expect(
      item.getByText("The sender's email and phone appear here once you have replied in the site."),
    ).toBeVisible();
    await expect(item.getByText(visitor.user.email)).toHaveCount(0);
    await item.getByRole("button", { name: "Reply" }).click();
    const answer = `Yes, Saturday at 11 suits me (${width} px).`;
    await item.getByLabel("Your reply").fill(answer);
    // A double click sends once (one Idempotency-Key per draft).
    await item.getByRole("button", { name: "Send reply" }).dblclick();
    await expect(item.getByRole("list", { name: "Messages" }).getByText(answer)).toHaveCount(1);
    await expect(item.getByRole("link", { name: visitor.user.email })).toBeVisible();
    await expect(unreadBadge(owner.page, "1 unread message")).toHaveCount(0);

    // The visitor: the reply counted in the header, read in My enquiries, then the badge goes.
    await gotoReady(visitor.page, "/dashboard");
    await expect(unreadBadge(visitor.page, "1 unread message")).toBeVisible();
    await visitor.page.getByRole("tab", { name: /^My enquiries/ }).click();
    const sent = visitor.page.getByRole("article").filter({ hasText: answer });
    await sent.getByRole("button", { name: /^Open conversation/ }).click();
    const messages = sent.getByRole("list", { name: "Messages" });
    await expect(messages.getByText(question)).toBeVisible();
    await expect(messages.getByText(answer)).toBeVisible();
    await expect(unreadBadge(visitor.page, "1 unread message")).toHaveCount(0);
    await sent.getByLabel("Your reply").fill("Thank you, see you then.");
    await sent.getByRole("button", { name: "Send reply" }).click();
    await expect(messages.getByText("Thank you, see you then.")).toBeVisible();

    // Back to the owner: the visitor's answer is one unread message again.
    await gotoReady(owner.page, "/dashboard");
    await expect(unreadBadge(owner.page, "1 unread message")).toBeVisible();
  });
}

test("in Arabic: the visitor reads the owner's reply in استفساراتي", async ({ browser }) => {
  const owner = await signedInPage(browser, "lister", 1280);
  const listingId = await createListingViaApi(owner.page.request, {
    titleAr: "شقة مشرقة بغرفتي نوم على الواجهة المائية",
  });
  const visitor = await signedInPage(browser, "asker", 1280);
  const enquiry = await visitor.page.request.post(`/api/properties/${listingId}/enquiries`, {
    headers: { "Accept-Language": "ar" },
    data: {
      name: "ليلى حداد",
      email: visitor.user.email,
      message: "هل الشقة متاحة للمعاينة يوم السبت؟",
    },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const { id } = (await enquiry.json()) as { id: number };
  const reply = await owner.page.request.post(`/api/my/conversations/${id}/messages`, {
    data: { body: "نعم، يناسبني يوم السبت الساعة الحادية عشرة." },
  });
  expect(reply.status(), await reply.text()).toBe(201);

  await gotoReady(visitor.page, `/ar/dashboard?tab=my-enquiries&thread=${id}`);
  const messages = visitor.page.getByRole("list", { name: "الرسائل" });
  await expect(messages.getByText("نعم، يناسبني يوم السبت الساعة الحادية عشرة.")).toBeVisible();
  await expect(visitor.page.getByRole("tab", { name: /^استفساراتي/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The listing's Arabic title on an Arabic page.
  await expect(
    visitor.page.getByRole("link", { name: "شقة مشرقة بغرفتي نوم على الواجهة المائية" }),
  ).toBeVisible();
  await expect(unreadBadge(visitor.page, "رسالة واحدة غير مقروءة")).toHaveCount(0);
  await expectAllArabic(visitor.page);
});

test("a conversation whose lister deleted their account is closed, in English and Arabic", async ({
  browser,
}) => {
  const owner = await signedInPage(browser, "lister", 390);
  const listingId = await createListingViaApi(owner.page.request);
  const visitor = await signedInPage(browser, "asker", 390);
  const enquiry = await visitor.page.request.post(`/api/properties/${listingId}/enquiries`, {
    data: { name: "Huda Nasser", email: visitor.user.email, message: "Is the parking space included?" },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const { id } = (await enquiry.json()) as { id: number };
  const reply = await owner.page.request.post(`/api/my/conversations/${id}/messages`, {
    data: { body: "Yes, one covered space comes with it." },
  });
  expect(reply.status(), await reply.text()).toBe(201);

  // Before the lister leaves, the visitor can answer.
  await gotoReady(visitor.page, `/dashboard?tab=my-enquiries&thread=${id}`);
  await expect(visitor.page.getByLabel("Your reply")).toBeVisible();

  const deleted = await owner.page.request.post("/api/account/delete", {
    data: { password: owner.user.password },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await gotoReady(visitor.page, `/dashboard?tab=my-enquiries&thread=${id}`);
  const messages = visitor.page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText("Yes, one covered space comes with it.")).toBeVisible();
  await expect(
    visitor.page.getByText("This lister has left the site; the conversation is closed."),
  ).toBeVisible();
  await expect(visitor.page.getByLabel("Your reply")).toHaveCount(0);
  await expect(visitor.page.getByRole("button", { name: "Send reply" })).toHaveCount(0);

  await gotoReady(visitor.page, `/ar/dashboard?tab=my-enquiries&thread=${id}`);
  await expect(visitor.page.getByText("غادر المعلن الموقع، وأُغلقت هذه المحادثة.")).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "إرسال الرد" })).toHaveCount(0);
});
