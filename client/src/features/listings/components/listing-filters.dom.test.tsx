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
import { ListingFilters, type ListingFiltersProps } from "./listing-filters";

afterEach(cleanup);

/**
 * The filters wired to a query string the way the search page wires them to the URL (readFilters,
 * withFilter, writeFilters): what a visitor picks is read back from the query string it produced.
 */
const catalogues = {
  en: createI18n("en", await loadCatalogue("en")),
  ar: createI18n("ar", await loadCatalogue("ar")),
};

function renderFilters(
  initialSearch = "",
  locale: Locale = "en",
  extra: Partial<Pick<ListingFiltersProps, "facets" | "layout">> = {},
) {
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
        {...extra}
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

describe("the richer filters (issue 15)", () => {
  it("take several locations as chips, at most five, each removable by its button or Backspace", async () => {
    const { user, location } = renderFilters();
    const box = screen.getByRole("combobox", { name: "Location or keyword" });
    const choose = async (typed: string, option: RegExp) => {
      await user.clear(box);
      await user.type(box, typed);
      await user.click(screen.getByRole("option", { name: option }));
    };
    await choose("marina", /^Dubai Marina/);
    await choose("JLT", /^Jumeirah Lake Towers/);
    expect(new URLSearchParams(location.search).get("location")).toBe(
      "Dubai Marina,Jumeirah Lake Towers (JLT)",
    );
    expect(box).toHaveProperty("value", "");
    // Announced to screen readers, and already chosen places are not suggested again.
    expect(screen.getByRole("status").textContent).toBe(
      "Jumeirah Lake Towers (JLT) added, 2 of 5 locations chosen",
    );
    await user.type(box, "marina");
    expect(screen.queryByRole("option", { name: /^Dubai Marina/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove Dubai Marina" }));
    expect(new URLSearchParams(location.search).get("location")).toBe("Jumeirah Lake Towers (JLT)");
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole("status").textContent).toBe("Dubai Marina removed");
    await user.clear(box);
    await user.keyboard("{Backspace}");
    expect(location.search).toBe("");

    for (const [typed, option] of [
      ["marina", /^Dubai Marina/],
      ["JLT", /^Jumeirah Lake Towers/],
      ["JBR", /^Jumeirah Beach Residence/],
      ["downtown", /^Downtown Dubai/],
      ["palm", /^Palm Jumeirah/],
    ] as const) {
      await choose(typed, option);
    }
    expect(screen.getAllByRole("button", { name: /^Remove / })).toHaveLength(5);
    await user.clear(box);
    await user.type(box, "barsha");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Up to 5 locations: remove one to choose another",
    );
  });

  it("show the facet counts beside the suggestions and the property types, in the page's digits", async () => {
    renderFilters("", "en", {
      facets: {
        locations: [{ name: "Dubai Marina", count: 1204 }],
        propertyTypes: [{ type: "Villa", count: 312 }],
      },
    });
    const type = screen.getByLabelText<HTMLSelectElement>("Property type");
    expect([...type.options].map((o) => o.text)).toContain("Villa (312)");
    expect([...type.options].map((o) => o.text)).toContain("Office (0)");
    const { user } = { user: userEvent.setup() };
    await user.type(screen.getByRole("combobox", { name: "Location or keyword" }), "dubai mar");
    expect(screen.getByRole("option", { name: "Dubai Marina · 1,204" })).toBeTruthy();
    // Absent from the counts: nothing matches there.
    await user.clear(screen.getByRole("combobox", { name: "Location or keyword" }));
    await user.type(screen.getByRole("combobox", { name: "Location or keyword" }), "marina");
    expect(screen.getByRole("option", { name: "Umm Al Quwain Marina · 0" })).toBeTruthy();
  });

  it("put baths, size, furnishing, completion, amenities and days since added in the query string", async () => {
    const { user, location } = renderFilters("?priceType=sale", "en", { layout: "sheet" });
    await user.selectOptions(screen.getByLabelText("Bathrooms"), "2 baths");
    await user.selectOptions(screen.getByLabelText("Furnishing"), "Partly furnished");
    await user.selectOptions(screen.getByLabelText("Completion"), "Off-plan");
    await user.selectOptions(screen.getByLabelText("Added"), "Last 7 days");
    await user.click(screen.getByRole("checkbox", { name: "Sea view" }));
    await user.click(screen.getByRole("checkbox", { name: "Maid's room" }));
    // Ends typed the wrong way round are swapped; Arabic-Indic digits count.
    await user.type(screen.getByLabelText("Minimum size in square feet"), "٢٠٠٠");
    await user.type(screen.getByLabelText("Maximum size in square feet"), "900{Enter}");
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      priceType: "sale",
      baths: "2",
      furnished: "partly",
      completionStatus: "off-plan",
      addedWithin: "7",
      amenities: "Sea view,Maid's room",
      minSqft: "900",
      maxSqft: "2000",
    });
    await user.click(screen.getByRole("checkbox", { name: "Sea view" }));
    expect(new URLSearchParams(location.search).get("amenities")).toBe("Maid's room");
  });

  it("offer commercial amenities on a commercial search and Best match only with words", async () => {
    const { user, location } = renderFilters("?propertyType=Office", "en", { layout: "sheet" });
    expect(screen.getByRole("checkbox", { name: "Loading bay" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Private pool" })).toBeNull();
    const sort = () => [...screen.getByLabelText<HTMLSelectElement>("Sort by").options].map((o) => o.text);
    expect(sort()).not.toContain("Best match");
    await user.type(screen.getByRole("combobox", { name: "Location or keyword" }), "fitted{Enter}");
    expect(sort()).toContain("Best match");
    await user.selectOptions(screen.getByLabelText("Sort by"), "Best match");
    expect(new URLSearchParams(location.search).get("sort")).toBe("relevance");
  });

  it("count the set filters on the phone's Filters button, ranges as one, and Clear all empties them", async () => {
    const { user, location } = renderFilters(
      "?location=Dubai+Marina,Jumeirah+Lake+Towers+(JLT)&minPrice=1000000&maxPrice=2000000&amenities=Gym&search=sea&sort=newest",
    );
    expect(screen.getByRole("button", { name: "Filters (4)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "More filters (1)" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    expect(location.search).toBe("");
    expect(screen.getByRole("button", { name: "Filters" })).toBeTruthy();
  });

  it("in Arabic, announce chips and name their buttons in Arabic", async () => {
    const { user, location } = renderFilters("?location=Dubai+Marina", "ar");
    expect(screen.getByRole("list", { name: "المواقع المختارة" }).textContent).toContain("دبي مارينا");
    await user.click(screen.getByRole("button", { name: "إزالة دبي مارينا" }));
    expect(location.search).toBe("");
    expect(screen.getByRole("status").textContent).toBe("أُزيل دبي مارينا");
  });
});
