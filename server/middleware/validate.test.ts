import { describe, expect, it } from "vitest";
import { findStructuralProblem, MAX_JSON_DEPTH } from "./validate";

/** Builds nesting without recursion, as deep as asked. */
function nested(levels: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = wrap(value);
  return value;
}

describe("findStructuralProblem", () => {
  it.each([
    ["arrays", (inner: unknown) => [inner]],
    ["objects", (inner: unknown) => ({ a: inner })],
  ])("reports 100,000 levels of %s as too deep without overflowing the stack", (_shape, wrap) => {
    const problem = findStructuralProblem(nested(100_000, wrap));
    expect(problem?.message).toMatch(/nested too deeply/);
  });

  it("allows exactly MAX_JSON_DEPTH levels", () => {
    expect(findStructuralProblem(nested(MAX_JSON_DEPTH, (inner) => ({ a: inner })))).toBeNull();
    expect(findStructuralProblem(nested(MAX_JSON_DEPTH + 1, (inner) => ({ a: inner })))).not.toBeNull();
  });

  it("names every NUL character's path, in values and in field names", () => {
    const problem = findStructuralProblem({ a: "x\u0000", b: { ["k\u0000"]: 1, c: ["ok", "\u0000"] } });
    expect(Object.keys(problem!.fieldErrors).sort()).toEqual(["a", "b.c.1", "b.k\u0000"]);
    expect(findStructuralProblem("plain")).toBeNull();
    expect(findStructuralProblem("\u0000")!.fieldErrors).toHaveProperty("_root");
  });
});
