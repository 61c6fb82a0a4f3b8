// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Enquiry } from "@shared/enquiry";
import type { User } from "@shared/user";
import { AuthProvider } from "@/lib/auth";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { userKeys } from "@/lib/query-keys";
import { EnquiryForm } from "./enquiry-form";

const USER = { id: 5, username: "layla", email: "layla@example.com" } as User;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      const input = JSON.parse(String(init.body)) as { name: string; email: string; message: string };
      const enquiry: Enquiry = {
        id: 1,
        propertyId: 1042,
        name: input.name,
        email: input.email,
        phone: null,
        message: input.message,
        createdAt: "2026-12-07T08:00:00.000Z",
      };
      return new Response(JSON.stringify(enquiry), { status: 201 });
    }
    return new Response(JSON.stringify({ message: `unexpected ${String(url)}` }), { status: 500 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(userKeys.current, USER);
  const i18n = createI18n("en", await loadCatalogue("en"));
  render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <EnquiryForm listingId={1042} listingTitle="Two-bedroom apartment" recipient="Omar Fernandes" />
        </AuthProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return userEvent.setup();
}

describe("the enquiry form", () => {
  it("keeps the boxes the visitor is typing in when its checks' code arrives", async () => {
    const user = await renderForm();
    const name = screen.getByLabelText<HTMLInputElement>("Your name");
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    expect(email.value).toBe("layla@example.com");

    await user.clear(name);
    await user.type(name, "Noura");
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));

    // The same boxes: a box put in their place mid-typing would lose what the browser keeps for the
    // visitor (an email box's selection: the next key would add to the old address, not replace it).
    expect(screen.getByLabelText("Your name")).toBe(name);
    expect(screen.getByLabelText("Email")).toBe(email);
    expect(name.value).toBe("Noura");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends what was typed, through the full form's checks, when the visitor presses Send", async () => {
    const user = await renderForm();
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    await user.clear(email);
    await user.type(email, "noura@example.com");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));

    expect(await screen.findByText("Enquiry sent")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/properties/1042/enquiries");
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "layla", email: "noura@example.com" });
  });

  it("sends nothing and marks the box when the email is not an address", async () => {
    const user = await renderForm();
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    await user.clear(email);
    await user.type(email, "noura@");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));

    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("noura@");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
