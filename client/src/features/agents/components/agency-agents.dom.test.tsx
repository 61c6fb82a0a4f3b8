// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
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
/** What POST /api/agency/agents answers in this test. */
let agentAddAnswer: () => Response;
/** What PATCH /api/agency/agents/51 answers, after the request is released (a slow connection). */
let agentSaveAnswer: () => Promise<Response>;

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
  agentSaveAnswer = async () => new Response(JSON.stringify({ id: 51 }), { status: 200 });
  uploadAnswer = () =>
    new Response(JSON.stringify({ id: 9, url: PHOTO_URL, srcSet: "", width: 800, height: 800 }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });
  agentAddAnswer = () => new Response(JSON.stringify({ id: 51 }), { status: 201 });
  fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/uploads") return uploadAnswer();
    if (url === "/api/agency/agents") return agentAddAnswer();
    if (url === "/api/agency/agents/51") return agentSaveAnswer();
    return new Response(JSON.stringify(AGENCY), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAgents(agency: MyAgency = AGENCY) {
  const i18n = createI18n("en", await loadCatalogue("en"));
  return render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Agents agency={agency} />
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

const SARA: MyAgency["agents"][number] = {
  id: 51,
  name: "Sara Haddad",
  brn: "BRN-4411",
  languages: ["English", "Arabic"],
  areas: ["Al Majaz", "Al Khan"],
  photoUrl: PHOTO_URL,
  userId: null,
};
const WITH_SARA: MyAgency = { ...AGENCY, agents: [SARA] };

describe("editing an agent", () => {
  it("opens the agent as saved, sends every field once on a double click, and closes", async () => {
    let release = () => {};
    agentSaveAnswer = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response(JSON.stringify({ id: 51 }), { status: 200 }));
      });
    const user = userEvent.setup();
    const { container } = await renderAgents(WITH_SARA);
    await user.click(screen.getByRole("button", { name: "Edit Sara Haddad" }));
    const editing = screen.getByRole("heading", { name: "Edit Sara Haddad" }).closest("li")!;
    const form = within(editing);
    expect(form.getByLabelText("Agent's name")).toHaveProperty("value", "Sara Haddad");
    expect(form.getByLabelText("Broker registration number (BRN)")).toHaveProperty("value", "BRN-4411");
    expect(form.getByLabelText("Areas covered (separated by commas)")).toHaveProperty(
      "value",
      "Al Majaz, Al Khan",
    );
    expect(form.getByLabelText("Arabic")).toHaveProperty("checked", true);
    expect(form.getByLabelText("Hindi")).toHaveProperty("checked", false);
    expect(editing.querySelector(`img[src="${PHOTO_URL}"]`)).not.toBeNull();

    await user.clear(form.getByLabelText("Agent's name"));
    await user.type(form.getByLabelText("Agent's name"), "Sara Al Haddad");
    await user.click(form.getByLabelText("Hindi"));
    await user.dblClick(form.getByRole("button", { name: "Save agent" }));
    release();
    await vi.waitFor(() => expect(callsTo("/api/agency/agents/51")).toHaveLength(1));
    const [[, init]] = callsTo("/api/agency/agents/51");
    expect(init.method).toBe("PATCH");
    // The whole profile as shown: the photo, areas and BRN that were not touched are sent as they were.
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Sara Al Haddad",
      brn: "BRN-4411",
      languages: ["English", "Arabic", "Hindi"],
      areas: ["Al Majaz", "Al Khan"],
      userId: null,
      photoUrl: PHOTO_URL,
    });
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Save agent" })).toBeNull());
    expect(callsTo("/api/agency/agents/51")).toHaveLength(1);
    // The add form below was never touched.
    expect(callsTo("/api/agency/agents")).toHaveLength(0);
    expect(container.querySelectorAll("form")).toHaveLength(1);
  });

  it("shows the server's refusal under the field and keeps what was typed; Cancel sends nothing", async () => {
    agentSaveAnswer = async () =>
      new Response(
        JSON.stringify({
          code: "VALIDATION_ERROR",
          message: "Some fields are not valid",
          fieldErrors: { photoUrl: ["Use a photo you uploaded"] },
        }),
        { status: 400, headers: { "Content-Type": "application/json" } },
      );
    const user = userEvent.setup();
    await renderAgents(WITH_SARA);
    await user.click(screen.getByRole("button", { name: "Edit Sara Haddad" }));
    const form = within(screen.getByRole("heading", { name: "Edit Sara Haddad" }).closest("li")!);
    await user.type(form.getByLabelText("Areas covered (separated by commas)"), ", Al Nahda");
    await user.click(form.getByRole("button", { name: "Save agent" }));
    expect((await form.findByRole("alert")).textContent).toBe("Use a photo you uploaded");
    expect(form.getByLabelText("Areas covered (separated by commas)")).toHaveProperty(
      "value",
      "Al Majaz, Al Khan, Al Nahda",
    );

    await user.click(form.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("heading", { name: "Edit Sara Haddad" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sara Haddad" })).toBeTruthy();
    expect(callsTo("/api/agency/agents/51")).toHaveLength(1);
  });
});

describe("a BRN another agent holds", () => {
  it("is shown under the BRN field, with what was typed kept", async () => {
    const taken = "Another agent on the site already has this BRN: a BRN belongs to one broker";
    agentAddAnswer = () =>
      new Response(JSON.stringify({ code: "conflict", message: taken, fieldErrors: { brn: [taken] } }), {
        status: 409,
        headers: { "Content-Type": "application/json" },
      });
    const user = userEvent.setup();
    await renderAgents();
    await user.type(screen.getByLabelText("Agent's name"), "Omar Said");
    const brn = screen.getByLabelText("Broker registration number (BRN)");
    await user.type(brn, "BRN-40213");
    await user.click(screen.getByRole("button", { name: "Add agent" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(taken);
    expect(brn.getAttribute("aria-describedby")).toBe(alert.id);
    expect(brn).toHaveProperty("value", "BRN-40213");
    expect(screen.getByLabelText("Agent's name")).toHaveProperty("value", "Omar Said");
  });
});
