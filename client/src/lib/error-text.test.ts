import { describe, expect, it } from "vitest";
import { ApiRequestError, throwIfResNotOk } from "./api-client";
import { CONNECTION_TEXT, errorText, FALLBACK_TEXT } from "./error-text";

async function apiError(status: number, body: string, init: ResponseInit = {}): Promise<unknown> {
  try {
    await throwIfResNotOk(new Response(body, { status, ...init }));
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("errorText", () => {
  it("shows an API error's text without its status code", async () => {
    const error = await apiError(409, JSON.stringify({ message: "That username is taken" }), {
      headers: { "Content-Type": "application/json" },
    });
    // The message in code keeps the spec's "{status}: {text}"; people see the text.
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe("409: That username is taken");
    expect(errorText(error)).toBe("That username is taken");
  });

  it("shows a plain-text body, or the status text, without the code", async () => {
    expect(errorText(await apiError(502, "Bad gateway from the proxy"))).toBe("Bad gateway from the proxy");
    expect(errorText(await apiError(503, "", { statusText: "Service Unavailable" }))).toBe(
      "Service Unavailable",
    );
  });

  it("never shows a bare code: an error with nothing after it gets the fallback", async () => {
    expect(errorText(await apiError(500, ""))).toBe(FALLBACK_TEXT);
    expect(errorText(new ApiRequestError(413, "413: ", null), "That file is too large")).toBe(
      "That file is too large",
    );
  });

  it("says what happened when the request never reached the server", () => {
    expect(errorText(new TypeError("Failed to fetch"))).toBe(CONNECTION_TEXT);
    expect(errorText(new TypeError("NetworkError when attempting to fetch resource."))).toBe(CONNECTION_TEXT);
  });

  it("keeps other errors' words, and falls back for anything else", () => {
    expect(errorText(new Error("Photo.jpg could not be uploaded"))).toBe("Photo.jpg could not be uploaded");
    expect(errorText("Upload cancelled")).toBe("Upload cancelled");
    expect(errorText(undefined)).toBe(FALLBACK_TEXT);
    expect(errorText({ message: 42 }, "Could not save")).toBe("Could not save");
  });

  it("leaves numbers that are part of the words alone", () => {
    expect(errorText(new Error("At most 30 photos"))).toBe("At most 30 photos");
    expect(errorText(new Error("2024: a year of records"))).toBe("2024: a year of records");
  });
});
