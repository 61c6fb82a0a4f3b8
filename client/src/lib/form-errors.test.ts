import type { FieldValues, UseFormReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-client";
import { applyServerFieldErrors } from "./form-errors";

/** The two methods applyServerFieldErrors uses, recording the errors set. */
function fakeForm(values: FieldValues) {
  const set: Record<string, string | undefined> = {};
  const form = {
    getValues: () => values,
    setError: (name: string, error: { message?: string }) => {
      set[name] = error.message;
    },
  } as unknown as UseFormReturn<FieldValues>;
  return { form, set };
}

function refusal(fieldErrors: Record<string, string[]>) {
  return new ApiRequestError(400, "400: Some fields are not valid", {
    message: "Some fields are not valid",
    fieldErrors,
  });
}

describe("applyServerFieldErrors", () => {
  it("puts each error under the field it names and ignores fields the form does not have", () => {
    const { form, set } = fakeForm({ url: "", format: "xml" });
    const applied = applyServerFieldErrors(
      form,
      refusal({ url: ["The feed address must not contain a user name or password"], intervalMinutes: ["x"] }),
    );
    expect(applied).toBe(true);
    expect(set).toEqual({ url: "The feed address must not contain a user name or password" });
  });

  it("puts an error on an item of a list under the list's field, the first one only", () => {
    const { form, set } = fakeForm({ name: "", languages: [], areas: "" });
    applyServerFieldErrors(
      form,
      refusal({
        "languages.0": ["Choose from: English, Arabic"],
        "languages.2": ["Another"],
        "areas.1": ["Too short"],
      }),
    );
    expect(set).toEqual({ languages: "Choose from: English, Arabic", areas: "Too short" });
  });

  it("answers false when no error names a field of the form, or the error is not the server's", () => {
    const { form, set } = fakeForm({ email: "" });
    expect(applyServerFieldErrors(form, refusal({ "other.0": ["x"] }))).toBe(false);
    expect(applyServerFieldErrors(form, new ApiRequestError(404, "404: No account", null))).toBe(false);
    expect(applyServerFieldErrors(form, new Error("offline"))).toBe(false);
    expect(set).toEqual({});
  });
});
