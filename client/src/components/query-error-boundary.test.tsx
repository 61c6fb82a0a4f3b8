// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { QueryErrorBoundary } from "./query-error-boundary";

afterEach(cleanup);

/** Throws while `failing.now` is true, as a part of the page whose data failed to load. */
const failing = { now: true };
function Part() {
  if (failing.now) throw new Error("No connection");
  return <p>Loaded</p>;
}

describe("QueryErrorBoundary", () => {
  it("shows what failed with a retry, and the part again once the retry works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failing.now = true;
    const i18n = createI18n("en", await loadCatalogue("en"));
    render(
      <LocaleProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <QueryErrorBoundary label="Your orders">
            <Part />
          </QueryErrorBoundary>
        </QueryClientProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Your orders could not be loaded");
    expect(screen.queryByText("Loaded")).toBeNull();

    failing.now = false;
    act(() => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(screen.getByText("Loaded")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so in the page's language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failing.now = true;
    const i18n = createI18n("ar", await loadCatalogue("ar"));
    render(
      <LocaleProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <QueryErrorBoundary label="إعلاناتك">
            <Part />
          </QueryErrorBoundary>
        </QueryClientProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("تعذّر تحميل إعلاناتك");
    expect(screen.getByRole("button", { name: "حاول مرة أخرى" })).toBeTruthy();
  });
});
