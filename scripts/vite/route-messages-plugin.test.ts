import { describe, expect, it } from "vitest";
import { splitIdsByRoute, type ChunkLike } from "./route-messages-plugin";

const ROOT = "/repo/client/src";

function chunk(fileName: string, code: string, more: Partial<ChunkLike> = {}): ChunkLike {
  return {
    type: "chunk",
    fileName,
    code,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    ...more,
  };
}

/** A small build: an entry with a lazily loaded menu, two pages sharing a card, a page's lazy dialog. */
const bundle = [
  chunk(
    "entry.js",
    'x({id:`Header`});import("../../shared/menu.js");import("../../shared/home.js");import("../../shared/buy.js")',
    {
      isEntry: true,
      facadeModuleId: `${ROOT}/entry-client.tsx`,
      dynamicImports: ["menu.js", "home.js", "buy.js", "en.js"],
    },
  ),
  chunk("menu.js", 'x({id:"MenuIt"})'),
  chunk("home.js", 'x({id:"HomeH1"});x({id:`Header`})', {
    facadeModuleId: `${ROOT}/app/routes/home.tsx`,
    imports: ["card.js", "entry.js"],
    dynamicImports: ["buy.js"],
  }),
  chunk("buy.js", 'x({id:"BuyH1x"})', {
    facadeModuleId: `${ROOT}/app/routes/buy.tsx`,
    imports: ["card.js"],
    dynamicImports: ["dialog.js"],
  }),
  chunk("card.js", "x({id:'CardPr'});const mode=`search`"),
  chunk("dialog.js", 'x({id:"Dialog"})'),
  chunk("en.js", '{"Header":[],"MenuIt":[],"HomeH1":[],"BuyH1x":[],"CardPr":[],"Dialog":[]}', {
    facadeModuleId: `${ROOT}/locales/en/index.ts`,
  }),
];
const known = new Set(["Header", "MenuIt", "HomeH1", "BuyH1x", "CardPr", "Dialog"]);

describe("interface messages split by page", () => {
  const split = splitIdsByRoute(bundle, known);

  it("gives the layout every message the entry reaches, lazily loaded parts included, and no page's", () => {
    expect([...split.layout].sort()).toEqual(["Header", "MenuIt"]);
  });

  it("gives each page its own chunks' messages and its lazy parts', never another page's or the layout's", () => {
    expect([...split.routes.get("home")!].sort()).toEqual(["CardPr", "HomeH1"]);
    expect([...split.routes.get("buy")!].sort()).toEqual(["BuyH1x", "CardPr", "Dialog"]);
  });

  it("ignores strings that are not message ids", () => {
    expect([...split.routes.values()].some((ids) => ids.has("search"))).toBe(false);
  });
});
