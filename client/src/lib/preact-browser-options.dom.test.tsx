// @vitest-environment happy-dom
import { lazy, Suspense, useId, useState } from "react";
import { act } from "preact/test-utils";
import { hydrateRoot } from "react-dom/client";
import { renderToStringAsync } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { adaptPreactToTheSite } from "./preact-browser-options";

/** A labelled box, as the forms draw them (label for the box's useId). */
function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`}>{label} hint</span>
    </p>
  );
}

/** Every label names one element, the box of its own field, and no id is used twice. */
function expectIdsInStep(root: HTMLElement) {
  const ids = [...root.querySelectorAll("[id]")].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const label of root.querySelectorAll("label")) {
    const box = root.querySelector(`#${CSS.escape(label.htmlFor)}`);
    expect(box?.nextElementSibling?.textContent).toBe(`${label.textContent} hint`);
    expect(box?.getAttribute("aria-describedby")).toBe(box?.nextElementSibling?.id);
  }
}

describe("ids after hydration (Preact's useId counts in render order)", () => {
  it("agree with the browser's render even where the server rendered parts in another order", async () => {
    // On the server the lazy part renders after its siblings (it waited for its code); in the browser it
    // waits for code that has not arrived, so it is hydrated last or never.
    let resolveCode: (module: { default: () => React.JSX.Element }) => void = () => {};
    const serverPart = lazy(async () => ({ default: () => <Field label="Menu search" /> }));
    const browserPart = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((r) => (resolveCode = r)),
    );
    let addField: () => void = () => {};
    function Page({ Part }: { Part: typeof serverPart }) {
      const [added, setAdded] = useState(false);
      addField = () => setAdded(true);
      return (
        <main>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
          <Field label="Name" />
          <Field label="Email" />
          {added && <Field label="Agent's name" />}
          {added && <Field label="Photo" />}
        </main>
      );
    }
    const root = document.createElement("div");
    root.innerHTML = await renderToStringAsync(<Page Part={serverPart} />);
    document.body.append(root);

    adaptPreactToTheSite();
    await act(async () => {
      hydrateRoot(root, <Page Part={browserPart} />);
    });
    expectIdsInStep(root);
    await act(async () => addField());
    expectIdsInStep(root);
    await act(async () => resolveCode({ default: () => <Field label="Menu search" /> }));
    expectIdsInStep(root);
    expect(root.querySelectorAll("label")).toHaveLength(5);
  });
});
