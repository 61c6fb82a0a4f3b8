import { options, type VNode } from "preact";

/*
 * Where Preact, in the browser, does not do what React did and the site relied on it: ids
 * (docs/decisions/0065-preact.md). `adaptPreactToTheSite()` is called once, before hydration.
 *
 * `useId` under Preact (docs/decisions/0065-preact.md) counts ids in the order components first render,
 * and that order differs between the server and the browser: the server renders a part that waited for
 * its data or code after its siblings, and the browser hydrates a lazy part (the desktop navigation, the
 * phone menu) only when its code arrives, or never on a window it does not fit. Preact's hydration keeps
 * the server's attributes, so left alone a label could point at one box while the browser's own ids point
 * at another, and a form the browser adds later could take an id the server already gave something else
 * (the agents' editor did: the add form's "Agent's name" labelled the edit form's photo box).
 *
 * Two rules make the ids agree with what the browser renders:
 * - the browser counts its ids under a prefix of its own (the server's are "P0-…", the browser's "P1-…"),
 *   so an id it makes never equals one still in the server's HTML;
 * - as each element hydrates, its id and the attributes that name ids are written from the browser's
 *   render, so the page's labels, descriptions and controls all use the browser's ids from then on.
 */

/** The props that hold an id or a list of ids, and the attribute each is written to. */
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  htmlFor: "for",
  "aria-activedescendant": "aria-activedescendant",
  "aria-controls": "aria-controls",
  "aria-describedby": "aria-describedby",
  "aria-details": "aria-details",
  "aria-errormessage": "aria-errormessage",
  "aria-labelledby": "aria-labelledby",
  "aria-owns": "aria-owns",
};

/** Preact's internals this relies on (mangled names, checked by hydration-ids.dom.test.tsx). */
interface InternalVNode extends VNode {
  /** The element a vnode rendered to (`_dom`). */
  __e?: Element | Text | null;
  /** useId's counter, on the nearest vnode up the tree that has one (`_mask`). */
  __m?: [number, number];
}
interface InternalOptions {
  /** Called with the tree given to render or hydrate (`_root`). */
  __?: (vnode: VNode, parent: Element) => void;
  diffed?: (vnode: VNode) => void;
}

/** The browser's useId prefix: "P1-…" beside the server's "P0-…". */
const BROWSER_ID_SPACE = 1;

function writeIdAttributes(vnode: InternalVNode) {
  if (typeof vnode.type !== "string") return;
  const element = vnode.__e;
  if (!(element instanceof Element)) return;
  const props = vnode.props as Record<string, unknown>;
  for (const prop in props) {
    const attribute = ID_ATTRIBUTES[prop];
    const value = props[prop];
    if (attribute && typeof value === "string" && element.getAttribute(attribute) !== value) {
      element.setAttribute(attribute, value);
    }
  }
}

/** The browser counts its useId ids apart from the server's, and hydration writes the browser's. */
function keepHydratedIdsInStep(hooks: InternalOptions) {
  const previousRoot = hooks.__;
  hooks.__ = (vnode, parent) => {
    (vnode as InternalVNode).__m ??= [BROWSER_ID_SPACE, 0];
    previousRoot?.(vnode, parent);
  };
  const previousDiffed = hooks.diffed;
  hooks.diffed = (vnode) => {
    writeIdAttributes(vnode as InternalVNode);
    previousDiffed?.(vnode);
  };
}

let installed = false;

/** Call once in the browser, before hydrating. */
export function adaptPreactToTheSite() {
  if (installed) return;
  installed = true;
  const hooks = options as unknown as InternalOptions;
  keepHydratedIdsInStep(hooks);
}
