import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

// Loading the configuration and its parsers takes seconds on a busy machine: once, before the checks.
beforeAll(() => eslint.lintText("", { filePath: "client/src/x.tsx" }), 60_000);

/** The messages of the logical-direction rule for `code` written at `filePath`. */
async function directionMessages(code: string, filePath = "client/src/components/x.tsx"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "local/logical-direction").map((m) => m.message);
}

const inClassName = (classes: string) =>
  `export const X = () => <div className=${JSON.stringify(classes)}>Turn left at the mall</div>;`;

describe("logical direction (physical utilities are refused)", () => {
  it.each([
    ["ml-2", "Use ms-2 (margin-inline-start) instead of ml-2"],
    ["sm:pr-4", "Use sm:pe-4 (padding-inline-end) instead of sm:pr-4"],
    ["left-0", "Use inset-s-0 (inset-inline-start) instead of left-0"],
    ["text-right", "Use text-end (text-align: end) instead of text-right"],
    ["rounded-l-md", "Use rounded-s-md (the border radii of the start corners) instead of rounded-l-md"],
    ["border-r", "Use border-e (border-inline-end) instead of border-r"],
    ["-mr-1", "Use -me-1 (margin-inline-end) instead of -mr-1"],
    ["group-hover:right-[3px]", "Use group-hover:inset-e-[3px] (inset-inline-end) instead of"],
    ["!pl-px", "Use !ps-px (padding-inline-start) instead of !pl-px"],
    ["rounded-tr-lg", "Use rounded-se-lg (border-start-end-radius) instead of rounded-tr-lg"],
    ["border-l-4", "Use border-s-4 (border-inline-start) instead of border-l-4"],
    ["float-left", "Use float-start (float: start) instead of float-left"],
    ["scroll-ml-4", "Use scroll-ms-4 (scroll-margin-inline-start) instead of scroll-ml-4"],
  ])("%s in a className", async (utility, message) => {
    const messages = await directionMessages(inClassName(`flex items-center ${utility} gap-2`));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
    expect(messages[0]).toContain("pages must mirror in Arabic");
  });

  it("reads strings and template literals anywhere, in cn() and cva() alike", async () => {
    const code = [
      'const a = cn("p-2", open && "ml-2");',
      "const b = `absolute ${edge} left-3`;",
      "const c = `pl-${size}`;",
      'const d = { side: "inset-y-0 right-0 border-l" };',
    ].join("\n");
    expect(await directionMessages(code, "client/src/features/x/y.ts")).toEqual([
      expect.stringContaining("instead of ml-2"),
      expect.stringContaining("instead of left-3"),
      expect.stringContaining("instead of pl-[…]"),
      expect.stringContaining("instead of right-0"),
      expect.stringContaining("instead of border-l"),
    ]);
  });

  it("applies to the server's page shell and to shared code", async () => {
    expect(await directionMessages('const c = "text-left";', "server/render/x.ts")).toHaveLength(1);
    expect(await directionMessages('const c = "text-left";', "shared/x.ts")).toHaveLength(1);
    expect(await directionMessages('const c = "text-left";', "server/features/x/x.ts")).toEqual([]);
  });

  it.each([
    "ms-2",
    "text-start",
    "me-auto ps-4 pe-9 inset-s-0 inset-e-3 rounded-s-md border-e-2 sm:text-end",
    "mx-4 px-2 inset-x-0 space-x-2 divide-x translate-x-1",
    "fixed left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2",
  ])("%s is allowed", async (classes) => {
    expect(await directionMessages(inClassName(classes))).toEqual([]);
  });

  it.each([
    "Turn left at the mall",
    "left",
    "right",
    "Swipe right to dismiss; the menu is on the left-hand side, 2 left-over rooms.",
  ])("prose %j is not a class list", async (text) => {
    expect(await directionMessages(`export const label = ${JSON.stringify(text)};`)).toEqual([]);
    expect(await directionMessages(`export const X = () => <p title="${text}">${text}</p>;`)).toEqual([]);
  });

  it("leaves module names alone", async () => {
    expect(await directionMessages('import x from "left-2";\nexport { x };')).toEqual([]);
  });
});
