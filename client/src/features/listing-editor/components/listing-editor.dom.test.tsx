// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Listing } from "@shared/listing";
import type { Locale } from "@shared/locale";
import { buildListingAnswer } from "../../../../../tests/factories/api-answers";
import {
  createTestQueryClient,
  renderInLocale,
  stubFetchInEachTest,
} from "../../../../../tests/helpers/render-in-locale";
import { ListingEditor } from "./listing-editor";

/** A published listing of the signed-in owner, as GET /api/properties/:id answers it. */
const LISTING: Listing = buildListingAnswer();

// Every request is answered with the listing; the test counts the writes.
const fetchMock = stubFetchInEachTest(async () => new Response(JSON.stringify(LISTING), { status: 200 }));

async function renderEditor(props: Parameters<typeof ListingEditor>[0], locale: Locale = "en") {
  await renderInLocale(<ListingEditor {...props} />, { locale, client: createTestQueryClient() });
  return userEvent.setup();
}

const writes = () =>
  fetchMock.mock.calls.filter(([, init]) =>
    ["POST", "PATCH", "PUT"].includes((init as RequestInit)?.method ?? ""),
  );

// Typing through user-event is slow on a busy machine: more than the default 5 seconds.
describe("the listing editor", { timeout: 30_000 }, () => {
  it("does not leave a step with wrong fields, and names each one by its message", async () => {
    const user = await renderEditor({ draft: null });
    await user.type(screen.getByLabelText("Title"), "Too short");
    await user.click(screen.getByRole("button", { name: /^Next:/ }));
    expect(await screen.findByText("Title must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText("Description must be at least 30 characters")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Too short");
    expect(writes().filter(([url]) => String(url).includes("/api/properties"))).toEqual([]);
  });

  it("sends one save for two clicks on Save changes in the same moment", async () => {
    const user = await renderEditor({ listing: LISTING });
    await user.click(screen.getByRole("button", { name: /6\. Review/ }));
    const save = await screen.findByRole("button", { name: "Save changes" });
    save.click();
    save.click();
    await vi.waitFor(() => expect(writes().length).toBeGreaterThan(0));
    const saves = writes().filter(([url]) => String(url) === `/api/properties/${LISTING.id}`);
    expect(saves).toHaveLength(1);
  });

  it("sends the Arabic title and description typed in their right-to-left boxes, or null when empty", async () => {
    const user = await renderEditor({ listing: { ...LISTING, titleAr: "شقة قديمة" } });
    const titleAr = screen.getByLabelText<HTMLInputElement>(/^Title in Arabic/);
    expect(titleAr.dir).toBe("rtl");
    expect(titleAr.lang).toBe("ar");
    expect(screen.getByLabelText<HTMLInputElement>(/^Title$/).dir).toBe("auto");
    await user.clear(titleAr);
    await user.type(titleAr, "شقة مشرقة بغرفتي نوم على الواجهة المائية");
    await user.click(screen.getByRole("button", { name: /6\. Review/ }));
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(writes().length).toBeGreaterThan(0));
    const body = JSON.parse(String((writes()[0][1] as RequestInit).body));
    expect(body).toMatchObject({ titleAr: "شقة مشرقة بغرفتي نوم على الواجهة المائية", descriptionAr: null });
  });

  it("does not leave the photos step with a video link the gallery cannot show", async () => {
    const user = await renderEditor({ listing: LISTING });
    await user.click(screen.getByRole("button", { name: /4\. Photos/ }));
    const video = await screen.findByLabelText<HTMLInputElement>("Video link (optional)");
    expect(video.type).toBe("url");
    expect(video.dir).toBe("ltr");
    await user.type(video, "https://evil.example/video");
    await user.click(screen.getByRole("button", { name: /^Next:/ }));
    expect(
      await screen.findByText("Video link: paste the address of the video on YouTube or Vimeo"),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: /4\. Photos/ })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: /5\. Price and permit/ })).toBeNull();
    expect(writes()).toEqual([]);
  });

  it("sends the video and tour links in the providers' own form, and an emptied box as null", async () => {
    const user = await renderEditor({
      listing: { ...LISTING, tourUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo" },
    });
    await user.click(screen.getByRole("button", { name: /4\. Photos/ }));
    await user.type(await screen.findByLabelText("Video link (optional)"), "https://youtu.be/dQw4w9WgXcQ");
    const tour = screen.getByLabelText<HTMLInputElement>("360° tour link (optional)");
    expect(tour.value).toBe("https://my.matterport.com/show/?m=SxQL3iGyoDo");
    await user.clear(tour);
    await user.click(screen.getByRole("button", { name: /6\. Review/ }));
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(writes().length).toBeGreaterThan(0));
    const body = JSON.parse(String((writes()[0][1] as RequestInit).body));
    expect(body).toMatchObject({ videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", tourUrl: null });
  });

  it("says in Arabic why a tour link is refused, on Arabic pages", async () => {
    const user = await renderEditor({ listing: LISTING }, "ar");
    await user.click(screen.getByRole("button", { name: /4\. الصور/ }));
    await user.type(
      await screen.findByLabelText("رابط الجولة الافتراضية 360° (اختياري)"),
      "https://vimeo.com/channels/staffpicks",
    );
    await user.click(screen.getByRole("button", { name: /^التالي/ }));
    expect(await screen.findByText(/^رابط الجولة الافتراضية 360°: /)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("is in Arabic on Arabic pages", async () => {
    await renderEditor({ draft: null }, "ar");
    expect(screen.getByRole("heading", { level: 2, name: /1\. المعلومات الأساسية/ })).toBeTruthy();
    expect(screen.getByLabelText("العنوان بالعربية")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^التالي/ })).toBeTruthy();
  });
});
