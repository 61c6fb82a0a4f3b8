import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMIRATES, type Emirate } from "@shared/locations";
import {
  calculateBuyingCosts,
  calculateRentingCosts,
  LAND_DEPARTMENTS,
  TENANCY_REGISTRATION,
} from "@shared/uae-costs";
import { createI18n, loadCatalogue, LocaleProvider } from "./i18n";
import { useCostText, type CostText } from "./uae-cost-text";

async function costTextIn(locale: "en" | "ar"): Promise<CostText> {
  let text: CostText | undefined;
  function Capture() {
    text = useCostText();
    return null;
  }
  renderToString(
    <LocaleProvider i18n={createI18n(locale, await loadCatalogue(locale))}>
      <Capture />
    </LocaleProvider>,
  );
  return text!;
}

/** Every case the cost rules word differently: each emirate, cash or mortgage, either payer, cheap or dear. */
function buyingCases(emirate: Emirate) {
  return [300_000, 2_000_000].flatMap((price) =>
    [0, price * 0.8].flatMap((loanAmount) =>
      [undefined, true, false].map((buyerPaysFullTransferFee) => ({
        emirate,
        price,
        loanAmount,
        buyerPaysFullTransferFee,
      })),
    ),
  );
}

describe("the cost rules' words in the page's language", () => {
  it("says in English exactly what shared/uae-costs.ts says, line by line, for every emirate", async () => {
    const text = await costTextIn("en");
    for (const emirate of EMIRATES) {
      expect(text.landDepartment(emirate)).toBe(LAND_DEPARTMENTS[emirate]);
      expect(text.tenancyRegistration(emirate)).toEqual(TENANCY_REGISTRATION[emirate]);
      for (const input of buyingCases(emirate)) {
        const costs = calculateBuyingCosts(input);
        for (const item of costs.items) {
          expect(text.buyingItemLabel(item, emirate, input.price)).toBe(item.label);
          expect(text.buyingItemSource(item, emirate)).toBe(item.source);
        }
        expect(text.buyingNote(costs, emirate, input.loanAmount)).toBe(costs.note);
      }
      for (const furnished of [false, true]) {
        const costs = calculateRentingCosts({ emirate, annualRent: 120_000, cheques: 4, furnished });
        for (const item of costs.items) {
          expect(text.rentingItemLabel(item, emirate, furnished)).toBe(item.label);
          expect(text.rentingItemSource(item, emirate)).toBe(item.source);
        }
        expect(text.rentingNote(costs, emirate)).toBe(costs.note);
      }
    }
  });

  it("writes every line in Arabic with the authorities' own names and Western digits", async () => {
    const text = await costTextIn("ar");
    const lines: string[] = [];
    for (const emirate of EMIRATES) {
      lines.push(text.landDepartment(emirate), ...Object.values(text.tenancyRegistration(emirate)));
      for (const input of buyingCases(emirate)) {
        const costs = calculateBuyingCosts(input);
        for (const item of costs.items) {
          lines.push(text.buyingItemLabel(item, emirate, input.price), text.buyingItemSource(item, emirate));
        }
        lines.push(text.buyingNote(costs, emirate, input.loanAmount));
      }
      const costs = calculateRentingCosts({ emirate, annualRent: 120_000, cheques: 4, furnished: true });
      for (const item of costs.items) {
        lines.push(text.rentingItemLabel(item, emirate, true), text.rentingItemSource(item, emirate));
      }
      lines.push(text.rentingNote(costs, emirate));
    }
    for (const line of lines) {
      // Latin letters only in the abbreviations UAE authorities print in Arabic text too.
      expect(line.replace(/\b(DEWA)\b/g, ""), line).not.toMatch(/[A-Za-z]{3}/);
      expect(line, line).not.toMatch(/[٠-٩]/);
      // A dash between numbers reads backwards in an Arabic line: ranges are written in words.
      expect(line, line).not.toMatch(/\d[–-]\d/);
    }
    const dubai = calculateBuyingCosts({ emirate: "Dubai", price: 2_000_000, loanAmount: 1_600_000 });
    const labels = dubai.items.map((item) => text.buyingItemLabel(item, "Dubai", 2_000_000));
    expect(labels[0]).toBe(
      "رسوم التسجيل لدى دائرة الأراضي والأملاك (4%، يدفعها المشتري كاملة كما جرى العرف)",
    );
    expect(labels).toContain("رسوم أمين التسجيل (4,000 درهم + 5% ضريبة القيمة المضافة)");
    expect(labels).toContain("رسوم تقييم البنك للعقار (من 2,500 إلى 3,500 درهم؛ المعروض هو المتوسط)");
    expect(text.tenancyRegistration("Dubai").name).toBe("التسجيل في نظام إيجاري");
  });
});
