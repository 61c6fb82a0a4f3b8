/**
 * ESLint rule `logical-direction` (issue 14, item 4): class names that name a physical side (ml-4, pr-2,
 * left-0, text-right, rounded-l-md, border-r…) stay on that side when the page turns right-to-left, so the
 * Arabic pages would come out half mirrored. The rule reports them in string and template literals and
 * names the logical utility (Tailwind v4) that follows the direction of the text instead.
 *
 * It reads tokens, not text: a literal is split on whitespace, each token loses its variants (`sm:`,
 * `hover:`, `group-hover:`, `[&>svg]:`), its important mark (`!`) and its minus sign, and only what is left
 * is compared with the physical utilities, so "Turn left at the mall" is never reported.
 *
 * Not reported, because they already mirror or have no logical form: space-x-* and divide-x-* (Tailwind v4
 * writes them with margin-inline and border-inline), mx-/px-/inset-x-* (both sides), translate-x-*, origin-*
 * and bg-left/bg-right (no logical form: use an rtl: variant where it matters). `left-1/2` and `right-1/2`
 * are allowed next to `-translate-x-1/2` or `translate-x-1/2` in the same literal: that pair centres the
 * element whichever the direction.
 */

/** A value a spacing or inset utility takes: 4, 0.5, 1/2, px, full, auto, [3px], (--my-var). */
const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|px|full|auto|\[[^\]]+\]|\([^)]+\))`;

const SIDE = { l: "s", r: "e", left: "s", right: "e" };
const SIDE_WORD = { l: "start", r: "end", left: "start", right: "end" };
const CORNER = { tl: "ss", tr: "se", bl: "es", br: "ee" };
const CORNER_WORDS = { tl: "start-start", tr: "start-end", bl: "end-start", br: "end-end" };

/**
 * Each physical utility: the pattern its base (no variant, no `!`, no `-`) matches, the logical base that
 * replaces it, and the CSS property the logical one sets (for the message).
 */
const PHYSICAL = [
  {
    pattern: new RegExp(String.raw`^(m|p)(l|r)-(${VALUE})$`),
    logical: ([, box, side, value]) => [
      `${box}${SIDE[side]}-${value}`,
      `${box === "m" ? "margin" : "padding"}-inline-${SIDE_WORD[side]}`,
    ],
  },
  {
    pattern: new RegExp(String.raw`^scroll-(m|p)(l|r)-(${VALUE})$`),
    logical: ([, box, side, value]) => [
      `scroll-${box}${SIDE[side]}-${value}`,
      `scroll-${box === "m" ? "margin" : "padding"}-inline-${SIDE_WORD[side]}`,
    ],
  },
  {
    pattern: new RegExp(String.raw`^(left|right)-(${VALUE})$`),
    logical: ([, side, value]) => [`inset-${SIDE[side]}-${value}`, `inset-inline-${SIDE_WORD[side]}`],
  },
  {
    pattern: /^(text|float|clear)-(left|right)$/,
    logical: ([, utility, side]) => [
      `${utility}-${SIDE_WORD[side]}`,
      `${utility === "text" ? "text-align" : utility}: ${SIDE_WORD[side]}`,
    ],
  },
  {
    pattern: /^rounded-(l|r)(-.+)?$/,
    logical: ([, side, rest = ""]) => [
      `rounded-${SIDE[side]}${rest}`,
      `the border radii of the ${SIDE_WORD[side]} corners`,
    ],
  },
  {
    pattern: /^rounded-(tl|tr|bl|br)(-.+)?$/,
    logical: ([, corner, rest = ""]) => [
      `rounded-${CORNER[corner]}${rest}`,
      `border-${CORNER_WORDS[corner]}-radius`,
    ],
  },
  {
    pattern: /^border-(l|r)(-.+)?$/,
    logical: ([, side, rest = ""]) => [`border-${SIDE[side]}${rest}`, `border-inline-${SIDE_WORD[side]}`],
  },
];

const CENTRED = /^(left|right)-1\/2$/;
const CENTRING = /^-?translate-x-1\/2$/;

/** The token without its variants, its important mark and its minus sign, and the prefix taken off. */
function splitToken(token) {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  let prefix = token.slice(0, cut);
  let base = token.slice(cut);
  if (base.startsWith("!")) {
    prefix += "!";
    base = base.slice(1);
  }
  const important = base.endsWith("!") ? "!" : "";
  if (important) base = base.slice(0, -1);
  if (base.startsWith("-")) {
    prefix += "-";
    base = base.slice(1);
  }
  return { prefix, base, important };
}

/** For each physical utility in `text`: the token and its logical replacement with the property it sets. */
export function physicalUtilities(text) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const centring = tokens.some((token) => CENTRING.test(splitToken(token).base));
  const found = [];
  for (const token of tokens) {
    const { prefix, base, important } = splitToken(token);
    if (centring && CENTRED.test(base)) continue;
    for (const { pattern, logical } of PHYSICAL) {
      const match = pattern.exec(base);
      if (!match) continue;
      const [replacement, property] = logical(match);
      found.push({ token, replacement: `${prefix}${replacement}${important}`, property });
      break;
    }
  }
  return found;
}

export const logicalDirection = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      physical:
        "Use {{replacement}} ({{property}}) instead of {{token}}: pages must mirror in Arabic (right-to-left).",
    },
  },
  create(context) {
    function check(node, text) {
      for (const data of physicalUtilities(text)) context.report({ node, messageId: "physical", data });
    }
    function isModuleSource(node) {
      const parent = node.parent;
      return (
        parent &&
        ["ImportDeclaration", "ExportAllDeclaration", "ExportNamedDeclaration", "ImportExpression"].includes(
          parent.type,
        ) &&
        parent.source === node
      );
    }
    return {
      Literal(node) {
        if (typeof node.value === "string" && !isModuleSource(node)) check(node, node.value);
      },
      TemplateLiteral(node) {
        // Each `${…}` read as an arbitrary value, so `pl-${size}` is reported as well as `pl-4`.
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join("[…]"));
      },
    };
  },
};
