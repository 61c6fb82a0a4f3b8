// @vitest-environment happy-dom
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import type { AdminListingDetail } from "@shared/moderation";
import type { ListingFlag } from "@shared/trust-signals";
import { adminKeys } from "@/lib/query-keys";
import { buildAdminListingAnswer } from "../../../../../tests/factories/api-answers";
import {
  createTestQueryClient,
  renderInLocale,
  stubFetchInEachTest,
} from "../../../../../tests/helpers/render-in-locale";
import { AdminSignals } from "./admin-signals";
import { ListingReview } from "./listing-review";

const FLAG: ListingFlag = {
  id: 88,
  listingId: 1042,
  listingTitle: "Two-bedroom apartment with marina view",
  ownerId: 7,
  kind: "permit-unchecked",
  details: { permitNumber: "7117220918" },
  createdAt: "2026-11-20T08:00:00.000Z",
};

const LISTING: AdminListingDetail = buildAdminListingAnswer({
  verification: { method: "permit-rule", verifiedAt: "2026-11-02T08:00:00.000Z" },
});

/** Resolves the held POST: until then the request is in flight, as on a slow connection. */
let releasePost: () => void;
const fetchMock = stubFetchInEachTest(async (url: string, init?: RequestInit) => {
  if (init?.method === "POST") {
    await new Promise<void>((resolve) => (releasePost = resolve));
    return new Response(null, { status: 204 });
  }
  const body = String(url).startsWith("/api/admin/flags") ? [] : LISTING;
  return new Response(JSON.stringify(body), { status: 200 });
});

async function renderWithClient(ui: React.ReactNode, setup: (client: QueryClient) => void = () => {}) {
  const client = createTestQueryClient({ staleTime: Infinity });
  setup(client);
  await renderInLocale(<Suspense fallback={null}>{ui}</Suspense>, { client });
  return userEvent.setup();
}

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "POST");

describe("moderators' actions in the console", () => {
  it("Resolve asks first and sends the typed reason for the audit log", async () => {
    const user = await renderWithClient(<AdminSignals />, (client) =>
      client.setQueryData([...adminKeys.all, "flags"], [FLAG]),
    );
    await user.click(screen.getByRole("button", { name: "Resolve" }));
    expect(posts()).toHaveLength(0);
    const dialog = screen.getByRole("alertdialog", { name: "Resolve this flag?" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Permit found in Trakheesi");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/flags/88/resolve");
    expect(JSON.parse(String(init.body))).toEqual({ note: "Permit found in Trakheesi" });
    releasePost();
  });

  it("Mark as verified posts once on a double click, with the reason", async () => {
    const user = await renderWithClient(<ListingReview listing={LISTING} />);
    await user.type(screen.getByLabelText("Reason (optional)"), "Permit checked");
    await user.dblClick(screen.getByRole("button", { name: "Mark as verified" }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/listings/1042/verify");
    expect(JSON.parse(String(init.body))).toEqual({ note: "Permit checked" });
    releasePost();
    // The page's data is read again once the listing is verified.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Mark as verified" })).toHaveProperty("disabled", false),
    );
    expect(posts()).toHaveLength(1);
  });

  it("has no Mark as verified once a moderator verified the listing", async () => {
    await renderWithClient(
      <ListingReview
        listing={{
          ...LISTING,
          verification: { method: "moderator", verifiedAt: "2026-11-03T08:00:00.000Z" },
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Decide" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as verified" })).toBeNull();
  });

  it("says why instead of offering Mark as verified for a sample listing or one with open flags", async () => {
    await renderWithClient(<ListingReview listing={{ ...LISTING, isSample: true }} />);
    expect(screen.getByText(/sample listing: its permit number is invented/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as verified" })).toBeNull();
    cleanup();

    await renderWithClient(<ListingReview listing={{ ...LISTING, openFlags: 2 }} />);
    expect(screen.getByText(/has open review flags/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "queue" }).getAttribute("href")).toBe("/admin");
    expect(screen.queryByRole("button", { name: "Mark as verified" })).toBeNull();
  });
});
