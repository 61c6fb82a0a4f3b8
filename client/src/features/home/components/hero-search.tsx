import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import { ALL, priceRangesFor, type PriceType } from "@shared/listing-options";
import { PURPOSE_LABELS } from "@shared/option-labels";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { withQuery } from "@/lib/api-client";
import { localisePriceRanges } from "@/lib/price-range-labels";
import { useLocalisedPath } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { LocationSearchBox } from "@/components/location-search-box";

export type HeroTab = "rent" | "buy" | "new-projects" | "commercial" | "price";

const TABS: { value: HeroTab; label: MessageDescriptor; mobileOnly?: boolean }[] = [
  { value: "rent", label: msg`Rent` },
  { value: "buy", label: msg`Buy` },
  { value: "new-projects", label: msg`Off-Plan` },
  { value: "commercial", label: msg`Commercial` },
  { value: "price", label: msg`Price`, mobileOnly: true },
];

/**
 * The home search (docs/product.md §Pages): "For sale" / "To rent" go to /search with the text and
 * purpose; the Off-Plan and Commercial tabs and the price range refine that search.
 */
export function buildHeroSearchUrl(
  text: string,
  priceType: PriceType,
  tab: HeroTab,
  priceRange: string,
): string {
  const range = priceRangesFor(priceType).find((r) => r.value === priceRange);
  return withQuery("/search", {
    search: text.trim(),
    priceType,
    completionStatus: tab === "new-projects" ? "off-plan" : undefined,
    category: tab === "commercial" ? "commercial" : undefined,
    minPrice: range?.min,
    maxPrice: range?.max,
  });
}

function PurposeButton({
  purpose,
  submits,
  onSearch,
}: {
  purpose: PriceType;
  submits: boolean;
  onSearch: (purpose: PriceType) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Button
      type={submits ? "submit" : "button"}
      size="lg"
      variant={purpose === "sale" ? "default" : "accent"}
      className="h-12"
      onClick={submits ? undefined : () => onSearch(purpose)}
    >
      {i18n._(PURPOSE_LABELS[purpose])}
    </Button>
  );
}

export function HeroSearch() {
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<HeroTab>("rent");
  const [text, setText] = useState("");
  const [priceRange, setPriceRange] = useState<string>(ALL);
  const [lastPurpose, setLastPurpose] = useState<PriceType>("rent");
  const purposeForTab: PriceType = tab === "rent" ? "rent" : tab === "price" ? lastPurpose : "sale";
  const ranges = priceRangesFor(purposeForTab);
  const rangeOptions = localisePriceRanges(ranges, i18n, purposeForTab === "rent");
  const searchPath = useLocalisedPath("/search");

  const chooseTab = (next: HeroTab) => {
    if (next !== "price") {
      const purpose: PriceType = next === "rent" ? "rent" : "sale";
      if (purpose !== purposeForTab) setPriceRange(ALL);
      setLastPurpose(purpose);
    }
    setTab(next);
  };

  const go = (priceType: PriceType) =>
    navigate(
      buildHeroSearchUrl(text, priceType, tab, ranges.some((r) => r.value === priceRange) ? priceRange : ALL),
    );

  return (
    <div className="rounded-2xl bg-background/95 p-4 text-foreground shadow-xl sm:p-6">
      {/* A segmented control, not ARIA tabs: the choice refines one search form rather than showing panels. */}
      <div
        role="group"
        aria-label={t`What are you looking for?`}
        className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {TABS.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={tab === choice.value}
            onClick={() => chooseTab(choice.value)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm",
              choice.mobileOnly && "md:hidden",
            )}
          >
            {i18n._(choice.label)}
          </button>
        ))}
      </div>
      {/*
        Before the page's code runs, Enter (or the chosen purpose's button) is the browser's own GET to the
        search page, with the words and the purpose under the names it reads: the search works from the first
        paint. Search words are not personal data; the price range (ids the search page does not read) waits
        for the code.
      */}
      <form
        aria-label={t`Property search`}
        action={searchPath}
        className="mt-4 grid gap-3 md:grid-cols-[1fr_14rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          go(purposeForTab);
        }}
      >
        <input type="hidden" name="priceType" value={purposeForTab} />
        {tab === "new-projects" && <input type="hidden" name="completionStatus" value="off-plan" />}
        {tab === "commercial" && <input type="hidden" name="category" value="commercial" />}
        <LocationSearchBox
          name="search"
          label={t`City, area or community`}
          listLabel={t`Suggested locations`}
          value={text}
          onChange={setText}
          placeholder={t`City, area or community, e.g. Dubai Marina`}
          inputClassName="h-12"
        />
        <div className={cn("space-y-1", tab === "price" ? "block" : "hidden md:block")}>
          {/* Named by aria-label: IBM's checker takes a visually hidden <label> for no name at all. */}
          <NativeSelect
            id="hero-price"
            aria-label={purposeForTab === "rent" ? t`Annual rent` : t`Price range`}
            className="h-12"
            value={ranges.some((r) => r.value === priceRange) ? priceRange : ranges[0].value}
            options={rangeOptions}
            onValueChange={setPriceRange}
          />
        </div>
        {/*
          The button for the chosen tab's purpose is the form's submit button, so Enter in the text box
          searches as it does; the other one searches the other purpose.
        */}
        <div className="grid grid-cols-2 gap-2">
          <PurposeButton purpose="sale" submits={purposeForTab === "sale"} onSearch={go} />
          <PurposeButton purpose="rent" submits={purposeForTab === "rent"} onSearch={go} />
        </div>
      </form>
    </div>
  );
}
