import { describe, expect, it } from "vitest";
import { EDITOR_STEPS, listingFormSchema, permitNameFor, stepOfField } from "./listing-form";

describe("listing form", () => {
  it("puts every field of the shared schema on exactly one step", () => {
    const onSteps = EDITOR_STEPS.flatMap((step) => step.fields).sort();
    expect(onSteps).toEqual(Object.keys(listingFormSchema.shape).sort());
  });

  it("maps server field errors to their step", () => {
    expect(stepOfField("title")).toBe(0);
    expect(stepOfField("location")).toBe(1);
    expect(stepOfField("images.3")).toBe(3);
    expect(stepOfField("permitNumber")).toBe(4);
    expect(stepOfField("_root")).toBe(-1);
  });

  it("reads an empty permit box as no permit", () => {
    const parsed = listingFormSchema.shape.permitNumber.safeParse("  ");
    expect(parsed.success && parsed.data).toBe(null);
    expect(listingFormSchema.shape.permitNumber.safeParse("x").success).toBe(false);
  });

  it("names the permit by emirate", () => {
    expect(permitNameFor("Dubai")).toBe("Trakheesi");
    expect(permitNameFor("Abu Dhabi")).toBe("Madhmoun");
    expect(permitNameFor("Sharjah")).toBeUndefined();
  });
});
