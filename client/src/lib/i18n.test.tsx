import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n, loadCatalogue, LocaleProvider } from "./i18n";

/** A component that writes its text through the React-bound macros, as the app's components do. */
function Greeting({ count }: { count: number }) {
  return (
    <p>
      <Trans>Sign in</Trans> <Plural value={count} one="# property" other="# properties" />
    </p>
  );
}

async function renderIn(locale: "en" | "ar", count: number): Promise<string> {
  const i18n = createI18n(locale, await loadCatalogue(locale));
  // Yield between creating the instance and rendering, so renders of both languages interleave.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
  return renderToString(
    <LocaleProvider i18n={i18n}>
      <Greeting count={count} />
    </LocaleProvider>,
  );
}

describe("each render has its own language", () => {
  it("renders English and Arabic at the same time without mixing them", async () => {
    const renders = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const locale = i % 2 === 0 ? "en" : "ar";
        return renderIn(locale, 3).then((html) => ({ locale, html }));
      }),
    );
    for (const { locale, html } of renders) {
      if (locale === "en") {
        expect(html).toContain("Sign in");
        expect(html).not.toContain("تسجيل الدخول");
      } else {
        expect(html).toContain("تسجيل الدخول");
        expect(html).not.toContain("Sign in");
      }
    }
  });

  it("chooses among Arabic's plural forms from the catalogue, with Western digits", async () => {
    const i18n = createI18n("ar", await loadCatalogue("ar"));
    // The header's message (app/layout/saved-link.tsx), looked up by the same id.
    const saved = (count: number) =>
      i18n._(msg`Saved (${plural(count, { one: "# property", other: "# properties" })})`);
    expect(saved(1)).toContain("عقار واحد");
    expect(saved(2)).toContain("عقاران");
    expect(saved(3)).toContain("3 عقارات");
    expect(saved(11)).toContain("11 عقارًا");
    expect(saved(100)).toContain("100 عقار");
  });
});
