import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCATIONS } from "@shared/locations";
import { calculateMortgage, DUBAI_TRANSFER_FEE_RATE } from "@shared/uae-costs";
import { parseCollectionFile } from "@shared/content/collections";
import { CONTENT_ROOT, languageOfFile, readCollection } from "./content-files";
import { parseContentFile } from "@shared/content/markdown";
import { COMPUTED_VALUES, NAMED_VALUES, resolvePlaceholders } from "@shared/content/placeholders";
import { COLLECTION_NAMES } from "@shared/content/schema";
import { contentPlugin } from "../../scripts/vite/content-plugin";

const NEWS_FRONTMATTER = `---
title: A title
description: A description
keywords: [one]
published: 2026-11-01
author:
  name: Layla Haddad
  role: Head of Research
category: Market
readingMinutes: 4
updated: 2026-11-02
---
`;
const BODY = "The intro.\n\n## A section\n\nA paragraph.\n";

describe("content files", () => {
  it.each(COLLECTION_NAMES)("every page of %s parses, validates and has no placeholder left", (name) => {
    const pages = readCollection(name);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(JSON.stringify(page), page.file).not.toContain("{{");
      expect(page.body.sections.length, page.file).toBeGreaterThan(0);
    }
  });

  it("has one area guide for each location and unique guide paths", () => {
    const locations = readCollection("areas").map((p) => p.meta.location);
    expect([...locations].sort()).toEqual(LOCATIONS.map((l) => l.name).sort());
    const paths = readCollection("guides").map((p) => p.meta.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/buyer-guides/mortgage-guide");
  });
});

describe("frontmatter schema", () => {
  it("accepts a valid file", () => {
    const page = parseCollectionFile("news", "content/en/news/ok.md", "ok", NEWS_FRONTMATTER + BODY);
    expect(page.meta).toMatchObject({ slug: "ok", author: { role: "Head of Research" } });
    expect(page.body.updated).toBe("2026-11-02");
  });

  it("rejects a bad file, naming the file and each wrong field", () => {
    const source = NEWS_FRONTMATTER.replace("  role: Head of Research\n", "")
      .replace("category: Market", "category: Gossip")
      .replace("published: 2026-11-01", "published: 1 November");
    let message = "";
    try {
      parseCollectionFile("news", "content/en/news/bad.md", "bad", source + BODY);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("content/en/news/bad.md: author.role:");
    expect(message).toContain("content/en/news/bad.md: category:");
    expect(message).toContain("content/en/news/bad.md: published:");
  });

  it("rejects a field the schema does not know and a category page that is not a curated category", () => {
    expect(() =>
      parseCollectionFile(
        "news",
        "x.md",
        "x",
        NEWS_FRONTMATTER.replace("---\ntitle", "---\nauthorr: x\ntitle") + BODY,
      ),
    ).toThrow(/x\.md: .*authorr/);
    expect(() =>
      parseCollectionFile(
        "categories",
        "content/en/categories/cheap.md",
        "cheap",
        "---\ntitle: t\ndescription: d\nkeywords: [k]\nrule: r\nteaser: t\norder: 1\nupdated: 2026-01-01\n---\n" +
          BODY,
      ),
    ).toThrow(/cheap\.md: the file name must be a curated category/);
  });
});

describe("placeholders", () => {
  it("fill in named values and computed examples from shared/uae-costs.ts", () => {
    expect(resolvePlaceholders("a {{dubaiTransferFeeRate}} fee")).toBe(
      `a ${DUBAI_TRANSFER_FEE_RATE * 100}% fee`,
    );
    expect(resolvePlaceholders("{{dubaiTitleDeedFee}}, {{vatRate}}, {{ltvExpatriateFirstHome}}")).toBe(
      "AED 250, 5%, 80%",
    );
    const { monthlyPayment } = calculateMortgage({
      price: 1_200_000,
      downPayment: 0,
      annualRatePercent: 4,
      years: 25,
    });
    expect(resolvePlaceholders("{{mortgagePayment amount=1200000 rate=0.04 years=25}}")).toBe(
      `AED ${Math.round(monthlyPayment).toLocaleString("en-US")}`,
    );
  });

  it("every named value and computed example resolves", () => {
    for (const name of Object.keys(NAMED_VALUES)) {
      expect(resolvePlaceholders(`{{${name}}}`), name).toMatch(/\d/);
    }
    const args: Record<string, string> = {
      mortgagePayment: "amount=1000000 rate=0.05 years=20",
      mortgageInterest: "amount=1000000 rate=0.05 years=20",
      dubaiTransferFee: "amount=1000000",
      saleAgencyCommissionWithVat: "amount=1000000",
    };
    expect(Object.keys(COMPUTED_VALUES).sort()).toEqual(Object.keys(args).sort());
    for (const [name, text] of Object.entries(args)) {
      expect(resolvePlaceholders(`{{${name} ${text}}}`), name).toMatch(/^AED [\d,]+$/);
    }
  });

  it("write figures in the file's language: Arabic amounts read '220 درهم', with Western digits", () => {
    const strip = (text: string) => text.replace(/[\u200e\u200f]/g, "");
    expect(resolvePlaceholders("{{dubaiEjariFee}}", "ar")).toBe("220 درهم");
    expect(resolvePlaceholders("{{dubaiEjariFee}}", "en")).toBe("AED 220");
    expect(strip(resolvePlaceholders("{{dubaiTransferFeeRate}} {{maxMortgageYears}}", "ar"))).toBe("4% 25");
    expect(resolvePlaceholders("{{mortgagePayment amount=1200000 rate=0.04 years=25}}", "ar")).toMatch(
      /^[\d,]+ درهم$/,
    );
    for (const name of Object.keys(NAMED_VALUES)) {
      expect(resolvePlaceholders(`{{${name}}}`, "ar"), name).not.toMatch(/AED|[\u0660-\u0669]/);
    }
    // The loader passes each file's language (its folder under content/).
    expect(languageOfFile(path.join(CONTENT_ROOT, "ar", "areas", "x.md"))).toBe("ar");
    expect(languageOfFile(path.join(CONTENT_ROOT, "en", "areas", "x.md"))).toBe("en");
    const page = parseCollectionFile(
      "news",
      "content/ar/news/ok.md",
      "ok",
      NEWS_FRONTMATTER + "\nالرسوم {{dubaiTitleDeedFee}}.\n\n## قسم\n\nنص.\n",
      "ar",
    );
    expect(page.body.intro).toEqual(["الرسوم 250 درهم."]);
  });

  it("refuses an unknown name, a missing or unknown argument, and a malformed placeholder", () => {
    expect(() => resolvePlaceholders("{{dubaiTransferFee}}")).toThrow(/needs amount=/);
    expect(() => resolvePlaceholders("{{transferFeeRate}}")).toThrow(
      /unknown placeholder \{\{transferFeeRate\}\}/,
    );
    expect(() => resolvePlaceholders("{{dubaiTransferFee amount=1 rate=2}}")).toThrow(/takes no rate=/);
    expect(() => resolvePlaceholders("{{vatRate amount=1}}")).toThrow(/takes no arguments/);
    expect(() => resolvePlaceholders("{{ vat rate }}")).toThrow(/malformed placeholder/);
  });

  it("an unknown placeholder in a file fails with the file name", () => {
    expect(() =>
      parseCollectionFile(
        "news",
        "content/en/news/typo.md",
        "typo",
        NEWS_FRONTMATTER + "Costs {{dldFee}}.\n",
      ),
    ).toThrow(/content\/en\/news\/typo\.md: unknown placeholder \{\{dldFee\}\}/);
  });
});

describe("Markdown body", () => {
  it("reads every block form the renderer draws", () => {
    const { body } = parseContentFile(`---
a: 1
---

Intro with **bold** and a [link](/buy).

## First

### A sub-heading

1. one
2. **two**

- three

Table: Fees

| Item | Amount |
| ---- | ------ |
| Fee  | **AED 1** |

> **Note**
>
> Callout text.

#### A question?

Its answer.

#### Another?

Another answer.
`);
    expect(body.intro).toEqual([
      "Intro with ",
      { strong: "bold" },
      " and a ",
      { link: "/buy", text: "link" },
      ".",
    ]);
    expect(body.sections).toEqual([
      {
        heading: "First",
        blocks: [
          { type: "heading", text: ["A sub-heading"] },
          { type: "list", items: [["one"], [{ strong: "two" }]], ordered: true },
          { type: "list", items: [["three"]] },
          {
            type: "table",
            caption: "Fees",
            columns: ["Item", "Amount"],
            rows: [[["Fee"], [{ strong: "AED 1" }]]],
          },
          { type: "callout", title: "Note", text: ["Callout text."] },
          {
            type: "faq",
            items: [
              { question: "A question?", answer: ["Its answer."] },
              { question: "Another?", answer: ["Another answer."] },
            ],
          },
        ],
      },
    ]);
  });

  it.each([
    ["an external link", "[x](https://example.com)", /links must be internal/],
    ["emphasis", "*x*", /unsupported inline markup \(em_open\)/],
    ["inline code", "`x`", /unsupported inline markup \(code_inline\)/],
    ["HTML", "<b>x</b>", /unsupported inline markup \(html_inline\)/],
    ["an image", "![x](/a.png)", /unsupported inline markup \(image\)/],
  ])("refuses %s", (_label, text, error) => {
    expect(() => parseContentFile(`---\na: 1\n---\n\nIntro.\n\n## S\n\nA ${text} b.\n`)).toThrow(error);
  });

  it("refuses a body without an intro or with a top-level heading", () => {
    expect(() => parseContentFile("---\na: 1\n---\n\n## S\n\nText.\n")).toThrow(/starts with one paragraph/);
    expect(() => parseContentFile("---\na: 1\n---\n\nIntro.\n\n# Big\n")).toThrow(/## section heading/);
    expect(() => parseContentFile("No frontmatter.\n")).toThrow(/no frontmatter/);
  });
});

describe("the Vite plugin", () => {
  it("builds a metadata index whose entries load their own body module, and a body module per file", () => {
    const plugin = contentPlugin() as unknown as {
      resolveId(id: string): string | undefined;
      load(this: { addWatchFile(file: string): void }, id: string): string | undefined;
    };
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => watched.push(file) };
    const id = plugin.resolveId("virtual:content/guides")!;
    const index = plugin.load.call(context, id)!;
    const guides = readCollection("guides");
    expect(index.match(/load: \(\) => import\(/g)).toHaveLength(guides.length);
    expect(index).not.toContain('"sections"');
    expect(watched).toHaveLength(guides.length);

    const mortgage = guides.find((g) => g.meta.slug === "mortgage-guide")!;
    const module = plugin.load.call(context, mortgage.file)!;
    expect(JSON.parse(module.replace(/^export default /, "").replace(/;\n$/, ""))).toEqual(mortgage.body);
  });
});
