// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Listing } from "@shared/listing";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { ListingEditor } from "./listing-editor";

/** A published Dubai listing of the signed-in owner, with its permit number (decision 0056). */
const LISTING: Listing = {
  id: 52,
  title: "Two-bedroom apartment with marina view and balcony",
  titleAr: null,
  descriptionAr: null,
  description:
    "A two-bedroom apartment on a high floor of a marina tower, with a long balcony over the water.",
  location: "Dubai Marina",
  emirate: "Dubai",
  price: 2_100_000,
  priceType: "sale",
  propertyType: "Apartment",
  category: "residential",
  completionStatus: "ready",
  furnished: "unfurnished",
  beds: 2,
  baths: 2,
  sqft: 1250,
  featured: 0,
  imageUrl: "/media/uploads/b1-1600.webp",
  images: ["/media/uploads/b1-1600.webp"],
  amenities: [],
  permitNumber: "7112345678",
  permitValidationUrl: null,
  permitQr: null,
  videoUrl: null,
  tourUrl: null,
  status: "published",
  isSample: false,
  verification: null,
  confirmedAt: "2026-11-20T08:00:00.000Z",
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  ownerId: 7,
  latitude: 25.0851,
  longitude: 55.1432,
  agent: null,
};
const PERMIT_LINK =
  "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=5b4a3c2d1e";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(LISTING), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderEditor(listing: Listing) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const i18n = createI18n("en", await loadCatalogue("en"));
  render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ListingEditor listing={listing} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return userEvent.setup();
}

const saves = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url) === `/api/properties/${LISTING.id}` && (init as RequestInit)?.method === "PATCH",
  );

describe("the permit's QR link in the listing editor", { timeout: 30_000 }, () => {
  it("refuses a link on another host next to the field, and sends a DLD Trakheesi link", async () => {
    const user = await renderEditor(LISTING);
    const link = screen.getByLabelText<HTMLInputElement>("Permit QR link (optional)");
    // Pasted, as a lister copies it from the phone that scanned the permit (and faster than typing).
    await user.click(link);
    await user.paste("https://example.com/permit/7112345678");
    await user.click(screen.getByRole("button", { name: /6\. Review/ }));
    expect(
      await screen.findByText(
        "Permit QR link: paste the address the permit's QR code opens, on trakheesi.dubailand.gov.ae",
      ),
    ).toBeTruthy();
    expect(saves()).toEqual([]);

    await user.clear(link);
    await user.paste(PERMIT_LINK);
    await user.click(screen.getByRole("button", { name: /6\. Review/ }));
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    const body = JSON.parse(String((saves()[0][1] as RequestInit).body));
    expect(body).toMatchObject({ permitNumber: "7112345678", permitValidationUrl: PERMIT_LINK });
  });

  it("is not offered outside Dubai", async () => {
    await renderEditor({ ...LISTING, location: "Al Majaz", emirate: "Sharjah", permitNumber: null });
    expect(screen.queryByLabelText("Permit QR link (optional)")).toBeNull();
  });
});
