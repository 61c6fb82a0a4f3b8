// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SITES } from "@shared/site";
import type { Locale } from "@shared/locale";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { SiteProvider } from "@/lib/site";
import { readFilters, withFilter, writeFilters } from "../search-params";
import { ListingFilters } from "./listing-filters";

afterEach(cleanup);

/**
 * The filters wired to a query string the way the search page wires them to the URL (readFilters,
 * withFilter, writeFilters): what a visitor picks is read back from the query string it produced.
 */
const catalogues = {
  en: createI18n("en", await loadCatalogue("en")),
  ar: createI18n("ar", await loadCatalogue("ar")),
};

function renderFilters(initialSearch = "", locale: Locale = "en") {
  const location = { search: initialSearch };
  function Page() {
    const [search, setSearch] = useState(initialSearch);
    location.search = search;
    const filters = readFilters(search);
    return (
      <ListingFilters
        id="filters"
        filters={filters}
        onChange={(changes) => setSearch(writeFilters(withFilter(filters, changes)))}
        onReset={() => setSearch("")}
      />
    );
  }
  render(
    <LocaleProvider i18n={catalogues[locale]}>
      <SiteProvider site={DEFAULT_SITES.uae}>
        <Page />
      </SiteProvider>
    </LocaleProvider>,
  );
  return { user: userEvent.setup(), location };
}

describe("the search filters", () => {
  it("put each choice in the query string and back to page 1", async () => {
    const { user, location } = renderFilters("?page=3");
    await user.selectOptions(screen.getByLabelText("Emirate"), "Sharjah");
    expect(location.search).toBe("?emirate=Sharjah");
    await user.selectOptions(screen.getByLabelText("Bedrooms"), "2 beds");
    await user.selectOptions(screen.getByLabelText("Property type"), "Villa");
    expect(new URLSearchParams(location.search)).toEqual(
      new URLSearchParams({ emirate: "Sharjah", propertyType: "Villa", beds: "2" }),
    );
    expect(screen.getByLabelText<HTMLSelectElement>("Bedrooms").value).toBe("2");
  });

  it("drop a filter when its 'all' option is chosen", async () => {
    const { user, location } = renderFilters("?emirate=Dubai&beds=3");
    expect(screen.getByLabelText<HTMLSelectElement>("Emirate").value).toBe("Dubai");
    await user.selectOptions(screen.getByLabelText("Emirate"), "All emirates");
    expect(location.search).toBe("?beds=3");
    await user.selectOptions(screen.getByLabelText("Bedrooms"), "Any beds");
    expect(location.search).toBe("");
  });

  it("clear every filter with Clear filters", async () => {
    const { user, location } = renderFilters("?emirate=Dubai&priceType=rent&sort=price_asc");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(location.search).toBe("");
    expect(screen.getByLabelText<HTMLSelectElement>("Emirate").value).toBe("all");
    expect(screen.getByLabelText<HTMLSelectElement>("Sort by").value).toBe("featured");
  });

  it("change the price ranges with the purpose, and clear a price that no longer fits", async () => {
    const { user, location } = renderFilters("?priceType=sale");
    const price = screen.getByLabelText<HTMLSelectElement>("Price range");
    const saleRange = [...price.options].find((option) => option.value !== "all")!;
    await user.selectOptions(price, saleRange);
    expect(new URLSearchParams(location.search).get("minPrice") ?? "").not.toBe("");
    await user.selectOptions(screen.getByLabelText("Buy or rent"), "To rent");
    expect(location.search).toBe("?priceType=rent");
    expect(screen.getByLabelText("Annual rent")).toBeTruthy();
  });

  it("apply the typed location on Search", async () => {
    const { user, location } = renderFilters();
    await user.type(screen.getByLabelText("Location or keyword"), "  Dubai Marina ");
    expect(location.search).toBe("");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location.search).toBe("?search=Dubai+Marina");
  });

  it("in Arabic, show Arabic labels and names but keep the English values in the query string", async () => {
    const { user, location } = renderFilters("", "ar");
    await user.selectOptions(screen.getByLabelText("الإمارة"), "دبي");
    await user.selectOptions(screen.getByLabelText("نوع العقار"), "فيلا");
    await user.selectOptions(screen.getByLabelText("غرف النوم"), "غرفتا نوم");
    expect(new URLSearchParams(location.search)).toEqual(
      new URLSearchParams({ emirate: "Dubai", propertyType: "Villa", beds: "2" }),
    );
    await user.type(screen.getByLabelText("الموقع أو كلمة البحث"), "مارينا");
    const suggestion = screen.getByRole("option", { name: "دبي مارينا" });
    await user.pointer({ keys: "[MouseLeft>]", target: suggestion });
    // A chosen suggestion is a location chip (its Arabic name) and the English name in the address.
    expect(new URLSearchParams(location.search).get("location")).toBe("Dubai Marina");
    expect(screen.getByRole("button", { name: "إزالة دبي مارينا" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("الموقع أو كلمة البحث").value).toBe("");
  });
});
