/**
 * A small Tailwind class merge for `cn()` (lib/utils.ts): a later class replaces an earlier one that sets the
 * same property under the same variants (`p-4` then `p-2` leaves `p-2`; `hover:bg-muted` and `bg-muted` both
 * stay). tailwind-merge does this for every utility Tailwind has, at 8.6 KB gzip on every page (the first
 * visit's 120 KB JavaScript budget, docs/benchmarks.md §4b); this knows the utilities the site's components
 * are given as overrides, and keeps any other class as it is. client/src/lib/class-merge.test.ts compares it
 * with tailwind-merge on every class list in the client's sources.
 */

/** Utilities that take one value after a prefix (`z-10`, `gap-x-2`, `min-h-[8rem]`): the prefix is the group. */
const VALUE_PREFIXES = new Set(
  (
    "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y space-x space-y w h size min-w " +
    "min-h max-w max-h inset inset-x inset-y inset-s inset-e top right bottom left start end z opacity " +
    "order basis grow shrink flex items justify justify-items justify-self self content place-items " +
    "place-content overflow overflow-x overflow-y whitespace cursor leading tracking line-clamp " +
    "grid-cols grid-rows col-span row-span aspect duration ease delay animate translate-x translate-y " +
    "rotate scale ring-offset outline-offset underline-offset list align break pointer-events select " +
    "transition columns appearance fill stroke "
  )
    .trim()
    .split(" "),
);

/** Two names of one property: `end-2` and `inset-e-2` both set inset-inline-end. */
const SAME_PROPERTY: Record<string, string> = { start: "inset-s", end: "inset-e" };

/** `border-w-x`, `border-w-y`, …: a group's one-side forms. */
function sides(group: string, list: string): string[] {
  return list.split(" ").map((side) => `${group}-${side}`);
}

/** Where a broader utility also replaces narrower ones set before it (`p-4` after `px-2` leaves `p-4`). */
const BROADER: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "inset-s", "inset-e", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left", "inset-s", "inset-e"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  "line-clamp": ["display", "overflow"],
  flex: ["grow", "shrink", "basis"],
  // A size with its own line height (text-xl sets both), and a gradient that covers the colour.
  "font-size": ["leading"],
  "bg-image": ["bg-color"],
  "border-w": sides("border-w", "x y t r b l s e"),
  "border-color": sides("border-color", "x y t r b l s e"),
  // The site writes corners by line direction only (the local/logical-direction lint rule).
  rounded: sides("rounded", "s e t b ss se ee es"),
};

/** Utilities named by one word, each setting one property. */
const WORD_GROUPS: Record<string, string> = {};
function words(group: string, list: string) {
  for (const word of list.split(" ")) WORD_GROUPS[word] = group;
}
words(
  "display",
  "block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item",
);
words("position", "static fixed absolute relative sticky");
words("visibility", "visible invisible collapse");
words("sr", "sr-only not-sr-only");
words("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse");
words("flex-wrap", "flex-wrap flex-nowrap flex-wrap-reverse");
words("text-transform", "uppercase lowercase capitalize normal-case");
words("text-decoration", "underline overline line-through no-underline");
words("font-style", "italic not-italic");
words("truncate", "truncate");
words("shadow", "shadow");
words("rounded", "rounded");
words("outline-style", "outline outline-none outline-hidden outline-dashed outline-dotted outline-double");
words("ring-w", "ring");
// ring-inset sets where the ring is drawn, not its width: ring-2 ring-inset keeps both.
words("ring-inset", "ring-inset");
words("transition", "transition");

const SIZES = /^(none|xs|sm|base|md|lg|xl|\d?xl|full|inner|px|auto|\d+(\.\d+)?|\d+\/\d+|\[.+\])$/;
const FONT_SIZE = /^((xs|sm|base|lg|xl|\dxl)(\/.+)?|\[\d.*(px|rem|em)\])$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none|collapse|separate)$/;
const BORDER_SIDE = /^(x|y|t|r|b|l|s|e)$/;
const ROUNDED_SIDE = /^(s|e|t|r|b|l|tl|tr|br|bl|ss|se|ee|es)$/;
const BG_OTHER: Record<string, string> = {
  cover: "bg-size",
  contain: "bg-size",
  center: "bg-position",
  top: "bg-position",
  bottom: "bg-position",
  fixed: "bg-attachment",
  local: "bg-attachment",
  scroll: "bg-attachment",
  "no-repeat": "bg-repeat",
  repeat: "bg-repeat",
  none: "bg-image",
  clip: "bg-clip",
};

/** The property group a utility (without variants) sets, or null when this does not know it. */
function groupOf(utility: string): string | null {
  const base = utility.replace(/^!/, "").replace(/!$/, "").replace(/^-/, "");
  if (WORD_GROUPS[base]) return WORD_GROUPS[base];
  const [head, ...rest] = base.split("-");
  const tail = rest.join("-");
  switch (head) {
    case "text":
      if (FONT_SIZE.test(tail)) return "font-size";
      if (TEXT_ALIGN.test(tail)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(tail)) return "text-wrap";
      if (/^(ellipsis|clip)$/.test(tail)) return "text-overflow";
      return tail ? "text-color" : null;
    case "font":
      if (FONT_WEIGHT.test(tail)) return "font-weight";
      return /^(sans|serif|mono)$/.test(tail) ? "font-family" : null;
    case "bg":
      if (BG_OTHER[tail]) return BG_OTHER[tail];
      if (/^(linear|gradient|radial|conic|\[url)/.test(tail)) return "bg-image";
      return tail ? "bg-color" : null;
    case "border": {
      const side = BORDER_SIDE.test(rest[0] ?? "") ? rest[0] : "";
      const value = side ? rest.slice(1).join("-") : tail;
      if (BORDER_STYLE.test(value)) return "border-style";
      const suffix = side ? `-${side}` : "";
      if (value === "" || /^(\d+|\[\d.*(px|rem)\])$/.test(value)) return `border-w${suffix}`;
      return `border-color${suffix}`;
    }
    case "rounded": {
      const side = ROUNDED_SIDE.test(rest[0] ?? "") ? `-${rest[0]}` : "";
      return `rounded${side}`;
    }
    case "shadow":
      return SIZES.test(tail) ? "shadow" : "shadow-color";
    case "ring":
      if (/^(\d+|\[\d.*px\])$/.test(tail)) return "ring-w";
      // ring-offset-2 is the offset's width, ring-offset-black its colour.
      if (tail.startsWith("offset"))
        return /^offset-(\d+|\[\d.*px\])$/.test(tail) ? "ring-offset" : "ring-offset-color";
      return "ring-color";
    case "outline":
      return /^\d+$/.test(tail)
        ? "outline-w"
        : tail.startsWith("offset")
          ? "outline-offset"
          : "outline-color";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(tail) ? "object-fit" : "object-position";
  }
  for (let i = rest.length; i > 0; i--) {
    const prefix = [head, ...rest.slice(0, i - 1)].join("-");
    if (VALUE_PREFIXES.has(prefix)) return SAME_PROPERTY[prefix] ?? prefix;
  }
  return null;
}

/** Splits `md:hover:px-2` into its variants (`md:hover:`) and utility, leaving `[&_x]:` brackets whole. */
function splitVariants(className: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ":" && depth === 0) last = i;
  }
  return [className.slice(0, last + 1), className.slice(last + 1)];
}

/**
 * Merged lists by their input. A server render merges the same few hundred lists on every page (each card,
 * button and field), and merging was about 5% of an uncached render's time in a profile; the cache is
 * emptied when full, so lists with changing values cannot grow it without bound.
 */
const merged = new Map<string, string>();
const MERGED_LISTS_KEPT = 2000;

/** Joins class lists; a later class replaces earlier ones of the same group under the same variants. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = mergeUncached(classList);
  if (merged.size >= MERGED_LISTS_KEPT) merged.clear();
  merged.set(classList, result);
  return result;
}

function mergeUncached(classList: string): string {
  const kept: { name: string; key: string | null }[] = [];
  for (const name of classList.split(/\s+/)) {
    if (!name) continue;
    const [variants, utility] = splitVariants(name);
    const group = groupOf(utility);
    const important = utility.startsWith("!") || utility.endsWith("!") ? "!" : "";
    const key = group ? `${variants}${important}${group}` : null;
    const replaced = group
      ? [group, ...(BROADER[group] ?? [])].map((g) => `${variants}${important}${g}`)
      : [];
    for (let i = kept.length - 1; i >= 0; i--) {
      const earlier = kept[i];
      if (earlier.key !== null && replaced.includes(earlier.key)) kept.splice(i, 1);
    }
    kept.push({ name, key });
  }
  return kept.map((entry) => entry.name).join(" ");
}
