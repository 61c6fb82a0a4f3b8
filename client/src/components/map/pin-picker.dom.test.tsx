// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "@shared/locale";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { PinPicker, type Pin } from "./pin-picker";

afterEach(cleanup);

/** Al Majaz, Sharjah: the community's centre the editor would pass. */
const CENTRE: Pin = { latitude: 25.3235, longitude: 55.3825 };

/** The picker as the editor holds it: the pin in state, every change recorded. */
async function renderPicker(locale: Locale) {
  const changes: (Pin | null)[] = [];
  function Holder() {
    const [pin, setPin] = useState<Pin | null>(null);
    return (
      <PinPicker
        value={pin}
        centre={CENTRE}
        onChange={(next) => {
          changes.push(next);
          setPin(next);
        }}
      />
    );
  }
  const i18n = createI18n(locale, await loadCatalogue(locale));
  render(
    <LocaleProvider i18n={i18n}>
      <Holder />
    </LocaleProvider>,
  );
  return { user: userEvent.setup(), changes };
}

// Typing through user-event is slow on a busy machine: more than the default 5 seconds.
describe("the pin picker's coordinate boxes", { timeout: 30_000 }, () => {
  it("read Arabic-Indic digits and the Arabic decimal separator", async () => {
    const { user, changes } = await renderPicker("ar");
    const latitude = screen.getByLabelText("خط العرض");
    await user.clear(latitude);
    await user.type(latitude, "٢٥٫٠٧");
    expect(changes.at(-1)).toEqual({ latitude: 25.07, longitude: CENTRE.longitude });
    // What the owner typed stays as typed while they are in the box.
    expect(latitude).toHaveProperty("value", "٢٥٫٠٧");

    const longitude = screen.getByLabelText("خط الطول");
    await user.clear(longitude);
    await user.type(longitude, "۵۵٫۴");
    expect(changes.at(-1)).toEqual({ latitude: 25.07, longitude: 55.4 });
  });

  it("read Western digits with a point, and keep the last number while the box holds none", async () => {
    const { user, changes } = await renderPicker("en");
    const latitude = screen.getByLabelText("Latitude");
    expect(latitude).toHaveProperty("type", "text");
    expect(latitude.getAttribute("inputmode")).toBe("decimal");
    await user.clear(latitude);
    await user.type(latitude, "24.4539");
    expect(changes.at(-1)).toEqual({ latitude: 24.4539, longitude: CENTRE.longitude });
    const before = changes.length;
    await user.type(latitude, "x");
    expect(changes.slice(before).filter((pin) => pin?.latitude !== 24.4539)).toEqual([]);
  });
});
