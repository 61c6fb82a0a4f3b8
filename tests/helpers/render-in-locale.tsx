import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import type { Locale } from "@shared/locale";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";

/**
 * Component tests: what the app's providers give every screen (the language with its catalogue, the query
 * client), and a stubbed `fetch`, set up one way.
 */

/** A query client that never retries (a failed request shows at once); `staleTime` keeps seeded data. */
export function createTestQueryClient({ staleTime }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, ...(staleTime === undefined ? {} : { staleTime }) },
      mutations: { retry: false },
    },
  });
}

/** Renders `ui` in `locale` (its catalogue loaded) under a query client, as the app's providers do. */
export async function renderInLocale(
  ui: ReactNode,
  { locale = "en", client = new QueryClient() }: { locale?: Locale; client?: QueryClient } = {},
) {
  const i18n = createI18n(locale, await loadCatalogue(locale));
  return render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </LocaleProvider>,
  );
}

/**
 * Before each test, `fetch` answered by `answer` with its calls counted afresh; after each, the page
 * emptied and the real `fetch` back. Answers the mock, whose `mock.calls` the tests read.
 */
export function stubFetchInEachTest(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
