// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyAgency } from "@shared/agency";
import { PHOTO_FIELD } from "@shared/media";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { Agents } from "./agency-agents";

const AGENCY: MyAgency = {
  agency: { id: 3, name: "Dune Homes", orn: "12345", emirate: "Sharjah", phone: null, email: null },
  role: "admin",
  members: [],
  agents: [],
};

const PHOTO_URL = "/media/uploads/0b7c4a52-1600.webp";

let fetchMock: ReturnType<typeof vi.fn>;
/** What POST /api/uploads answers in this test. */
let uploadAnswer: () => Response;

beforeEach(() => {
  // happy-dom lacks <option>'s defaultSelected (the `selected` attribute, per the HTML standard), which the
  // form's pre-hydration copy (lib/form-safety) reads to tell a visitor's choice from the page's.
  if (!("defaultSelected" in HTMLOptionElement.prototype)) {
    Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute("selected");
      },
      set(this: HTMLOptionElement, value: boolean) {
        this.toggleAttribute("selected", value);
      },
    });
  }
  uploadAnswer = () =>
    new Response(JSON.stringify({ id: 9, url: PHOTO_URL, srcSet: "", width: 800, height: 800 }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });
  fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/uploads") return uploadAnswer();
    if (url === "/api/agency/agents") return new Response(JSON.stringify({ id: 51 }), { status: 201 });
    return new Response(JSON.stringify(AGENCY), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAgents() {
  const i18n = createI18n("en", await loadCatalogue("en"));
  return render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Agents agency={AGENCY} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

function callsTo(url: string) {
  return fetchMock.mock.calls.filter(([called]) => called === url);
}

const portrait = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "sara.jpg", { type: "image/jpeg" });

describe("the add-agent form's photo", () => {
  it("uploads the chosen file and sends the returned address as the agent's photoUrl", async () => {
    const user = userEvent.setup();
    const { container } = await renderAgents();
    await user.type(screen.getByLabelText("Agent's name"), "Sara Haddad");
    const input = screen.getByLabelText("Photo (optional)");
    expect(input).toHaveProperty("accept", "image/jpeg,image/png,image/webp");
    await user.upload(input as HTMLInputElement, portrait());

    await vi.waitFor(() => expect(container.querySelector(`img[src="${PHOTO_URL}"]`)).not.toBeNull());
    const [[, uploadInit]] = callsTo("/api/uploads");
    expect(uploadInit.method).toBe("POST");
    const sent = (uploadInit.body as FormData).get(PHOTO_FIELD);
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("sara.jpg");

    await user.click(screen.getByRole("button", { name: "Add agent" }));
    await vi.waitFor(() => expect(callsTo("/api/agency/agents")).toHaveLength(1));
    const [[, agentInit]] = callsTo("/api/agency/agents");
    expect(JSON.parse(agentInit.body as string)).toEqual({
      name: "Sara Haddad",
      brn: null,
      languages: [],
      areas: [],
      userId: null,
      photoUrl: PHOTO_URL,
    });
  });

  it("sends no photo once it is removed", async () => {
    const user = userEvent.setup();
    const { container } = await renderAgents();
    await user.type(screen.getByLabelText("Agent's name"), "Sara Haddad");
    await user.upload(screen.getByLabelText("Photo (optional)") as HTMLInputElement, portrait());
    await user.click(await screen.findByRole("button", { name: "Remove photo" }));
    expect(container.querySelector(`img[src="${PHOTO_URL}"]`)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add agent" }));
    await vi.waitFor(() => expect(callsTo("/api/agency/agents")).toHaveLength(1));
    expect(JSON.parse(callsTo("/api/agency/agents")[0][1].body as string).photoUrl).toBeNull();
  });

  it("shows a refused upload's reason in words under the field and keeps the name typed", async () => {
    uploadAnswer = () =>
      new Response(
        JSON.stringify({ code: "UNSUPPORTED_MEDIA", message: "sara.jpg is not a photo we can read" }),
        {
          status: 415,
          headers: { "Content-Type": "application/json" },
        },
      );
    const user = userEvent.setup();
    const { container } = await renderAgents();
    const name = screen.getByLabelText("Agent's name");
    await user.type(name, "Sara Haddad");
    const input = screen.getByLabelText("Photo (optional)");
    await user.upload(input as HTMLInputElement, portrait());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("sara.jpg is not a photo we can read");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    expect(name).toHaveProperty("value", "Sara Haddad");
    expect(container.querySelector("img")).toBeNull();
    expect(callsTo("/api/agency/agents")).toHaveLength(0);
  });
});
