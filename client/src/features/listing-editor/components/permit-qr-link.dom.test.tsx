// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Listing } from "@shared/listing";
import { buildListingAnswer } from "../../../../../tests/factories/api-answers";
import {
  createTestQueryClient,
  renderInLocale,
  stubFetchInEachTest,
} from "../../../../../tests/helpers/render-in-locale";
import { ListingEditor } from "./listing-editor";

/** A published Dubai listing of the signed-in owner, with its permit number (decision 0056). */
const LISTING: Listing = buildListingAnswer({
  id: 52,
  title: "Two-bedroom apartment with marina view and balcony",
  description:
    "A two-bedroom apartment on a high floor of a marina tower, with a long balcony over the water.",
  location: "Dubai Marina",
  emirate: "Dubai",
  price: 2_100_000,
  imageUrl: "/media/uploads/b1-1600.webp",
  images: ["/media/uploads/b1-1600.webp"],
  permitNumber: "7112345678",
  latitude: 25.0851,
  longitude: 55.1432,
});
const PERMIT_LINK =
  "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=5b4a3c2d1e";

const fetchMock = stubFetchInEachTest(async () => new Response(JSON.stringify(LISTING), { status: 200 }));

async function renderEditor(listing: Listing) {
  await renderInLocale(<ListingEditor listing={listing} />, { client: createTestQueryClient() });
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
