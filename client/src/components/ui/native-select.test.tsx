import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NativeSelect } from "./native-select";

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
    expect(html).toContain('<option value="dubai" selected="">Dubai</option>');
    expect(html).toContain('<option value="all">All emirates</option>');
  });

  it("shows a placeholder while nothing is chosen, which cannot be chosen again", () => {
    const html = renderToStaticMarkup(
      <NativeSelect value="" placeholder="Choose a subject" options={OPTIONS} onValueChange={() => {}} />,
    );
    expect(html).toContain('<option value="" disabled="" selected="">Choose a subject</option>');
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
