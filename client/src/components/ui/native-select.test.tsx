import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NativeSelect } from "./native-select";

/** Each option of the server's HTML: its text and its attributes, sorted (however the renderer writes them). */
function options(html: string) {
  return [...html.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attributes, text]) => ({
    text,
    attributes: (attributes.match(/[a-z-]+(="[^"]*")?/g) ?? [])
      .map((attribute) => attribute.replace(/=""$/, "").replace(/^value$/, 'value=""'))
      .sort(),
  }));
}

const OPTIONS = [
  { value: "all", label: "All emirates" },
  { value: "dubai", label: "Dubai" },
];

describe("NativeSelect", () => {
  it("marks the chosen option in the server HTML, so the page shows it before hydration", () => {
    const html = renderToStaticMarkup(
      <NativeSelect id="emirate" value="dubai" options={OPTIONS} onValueChange={() => {}} />,
    );
    expect(html).toMatch(/<select [^>]*id="emirate"/);
    expect(options(html)).toEqual([
      { text: "All emirates", attributes: ['value="all"'] },
      { text: "Dubai", attributes: ["selected", 'value="dubai"'] },
    ]);
  });

  it("shows a placeholder while nothing is chosen, which cannot be chosen again", () => {
    const html = renderToStaticMarkup(
      <NativeSelect value="" placeholder="Choose a subject" options={OPTIONS} onValueChange={() => {}} />,
    );
    expect(options(html)[0]).toEqual({
      text: "Choose a subject",
      attributes: ["disabled", "selected", 'value=""'],
    });
  });

  it("passes the field's accessibility attributes to the select and hides the chevron from them", () => {
    const html = renderToStaticMarkup(
      <NativeSelect
        aria-invalid
        aria-describedby="subject-message"
        value="all"
        options={OPTIONS}
        onValueChange={() => {}}
      />,
    );
    expect(html).toMatch(/<select [^>]*aria-invalid="true"/);
    expect(html).toMatch(/<select [^>]*aria-describedby="subject-message"/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
