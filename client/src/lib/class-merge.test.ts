import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

const SOURCES = path.resolve(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The class lists components are given (`className="…"`) and those the shared components start from. */
function classLists(): { overrides: string[]; bases: string[] } {
  const overrides = new Set<string>();
  const bases = new Set<string>();
  for (const file of sourceFiles(SOURCES)) {
    const code = fs.readFileSync(file, "utf8");
    for (const match of code.matchAll(/className=\{?["`]([^"`$]+)["`]/g)) overrides.add(match[1]);
    if (!file.includes(`${path.sep}ui${path.sep}`) && !/\bcva\(/.test(code)) continue;
    for (const match of code.matchAll(/"([^"\n]*-[^"\n]*)"/g)) {
      if (match[1].split(" ").every((name) => /^[!-]?[a-z0-9[\]&_:/.%#()\-,>=*@!]+$/.test(name)))
        bases.add(match[1]);
    }
  }
  return { overrides: [...overrides], bases: [...bases] };
}

describe("mergeClasses", () => {
  it("keeps a later class of the same property under the same variants, like tailwind-merge", () => {
    expect(mergeClasses("px-2 py-1 p-4 hover:bg-muted bg-muted bg-card")).toBe("p-4 hover:bg-muted bg-card");
    expect(mergeClasses("text-sm text-muted-foreground text-base")).toBe("text-muted-foreground text-base");
    expect(mergeClasses("border border-input border-destructive border-2")).toBe(
      "border-destructive border-2",
    );
    // A ring's width, where it is drawn and its offset's width and colour are four properties.
    expect(mergeClasses("ring-2 ring-inset ring-offset-2 ring-offset-black")).toBe(
      "ring-2 ring-inset ring-offset-2 ring-offset-black",
    );
  });

  it("answers a list merged before from memory with the same result, and stays right past the memory's size", () => {
    expect(mergeClasses("px-2 py-1 px-4")).toBe("py-1 px-4");
    expect(mergeClasses("px-2 py-1 px-4")).toBe("py-1 px-4");
    for (let i = 0; i < 2500; i++) expect(mergeClasses(`p-${i} p-${i + 1}`)).toBe(`p-${i + 1}`);
    expect(mergeClasses("px-2 py-1 px-4")).toBe("py-1 px-4");
  });

  it("gives tailwind-merge's result for each class list of the sources after each one a component merges", () => {
    const { overrides, bases } = classLists();
    expect(bases.length).toBeGreaterThan(50);
    const differences: string[] = [];
    for (const base of bases) {
      for (const override of overrides) {
        const input = `${base} ${override}`;
        if (mergeClasses(input) !== twMerge(input)) differences.push(input);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 120_000);
});
