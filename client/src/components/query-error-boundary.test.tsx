// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryErrorBoundary } from "./query-error-boundary";

afterEach(cleanup);

/** Throws while `failing.now` is true, as a part of the page whose data failed to load. */
const failing = { now: true };
function Part() {
  if (failing.now) throw new Error("No connection");
  return <p>Loaded</p>;
}

describe("QueryErrorBoundary", () => {
  it("shows what failed with a retry, and the part again once the retry works", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failing.now = true;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QueryErrorBoundary label="Your orders">
          <Part />
        </QueryErrorBoundary>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Your orders could not be loaded");
    expect(screen.queryByText("Loaded")).toBeNull();

    failing.now = false;
    act(() => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(screen.getByText("Loaded")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
