// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useSuspenseQuery } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useValueWithData } from "./use-value-with-data";

/** A page's results for one page number, answered when the test says. */
function pagedQueries() {
  const pending = new Map<number, (items: string[]) => void>();
  const options = (page: number) => ({
    queryKey: ["results", page] as const,
    queryFn: () => new Promise<string[]>((resolve) => pending.set(page, resolve)),
  });
  return { options, answer: (page: number) => pending.get(page)!([`result of page ${page}`]) };
}

function Results({ page, options }: { page: number; options: ReturnType<typeof pagedQueries>["options"] }) {
  const { data } = useSuspenseQuery(options(page));
  return <p>{data[0]}</p>;
}

function Search({ options }: { options: ReturnType<typeof pagedQueries>["options"] }) {
  const [page, setPage] = useState(1);
  const shown = useValueWithData(page, String(page), (value) => [options(value)]);
  return (
    <>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
      <p aria-busy={shown !== page}>{`showing ${shown}`}</p>
      <Suspense fallback={<p>Loading results</p>}>
        <Results page={shown} options={options} />
      </Suspense>
    </>
  );
}

afterEach(cleanup);

describe("useValueWithData", () => {
  it("keeps the last results on screen while the next ones load, then shows them", async () => {
    const queries = pagedQueries();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Search options={queries.options} />
      </QueryClientProvider>,
    );
    expect(screen.getByText("Loading results")).toBeTruthy(); // the first results: nothing to keep yet
    await act(async () => queries.answer(1));
    expect(await screen.findByText("result of page 1")).toBeTruthy();

    await act(async () => screen.getByRole("button", { name: "Next" }).click());
    // Page 2 is loading: page 1's results stay, marked busy, and no skeleton replaces them.
    expect(screen.getByText("result of page 1")).toBeTruthy();
    expect(screen.queryByText("Loading results")).toBeNull();
    expect(screen.getByText("showing 1").getAttribute("aria-busy")).toBe("true");

    await act(async () => queries.answer(2));
    expect(await screen.findByText("result of page 2")).toBeTruthy();
    expect(screen.getByText("showing 2").getAttribute("aria-busy")).toBe("false");
  });
});
