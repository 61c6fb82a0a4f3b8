import { useState } from "react";
import { useLocation } from "wouter";
import { ALL, priceRangesFor, type PriceType } from "@shared/listing-options";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { withQuery } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { LocationSearchBox } from "@/components/location-search-box";

export type HeroTab = "rent" | "buy" | "new-projects" | "commercial" | "price";

const TABS: { value: HeroTab; label: string; mobileOnly?: boolean }[] = [
  { value: "rent", label: "Rent" },
  { value: "buy", label: "Buy" },
  { value: "new-projects", label: "Off-Plan" },
  { value: "commercial", label: "Commercial" },
  { value: "price", label: "Price", mobileOnly: true },
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
  return (
    <Button
      type={submits ? "submit" : "button"}
      size="lg"
      variant={purpose === "sale" ? "default" : "accent"}
      className="h-12"
      onClick={submits ? undefined : () => onSearch(purpose)}
    >
      {purpose === "sale" ? "For sale" : "To rent"}
    </Button>
  );
}

export function HeroSearch() {
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<HeroTab>("rent");
  const [text, setText] = useState("");
  const [priceRange, setPriceRange] = useState<string>(ALL);
  const [lastPurpose, setLastPurpose] = useState<PriceType>("rent");
  const purposeForTab: PriceType = tab === "rent" ? "rent" : tab === "price" ? lastPurpose : "sale";
  const ranges = priceRangesFor(purposeForTab);

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
        aria-label="What are you looking for?"
        className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {TABS.map((t) => (
          <button
            key={t.value}
            type="button"
            aria-pressed={tab === t.value}
            onClick={() => chooseTab(t.value)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm",
              t.mobileOnly && "md:hidden",
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <form
        aria-label="Property search"
        className="mt-4 grid gap-3 md:grid-cols-[1fr_14rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          go(purposeForTab);
        }}
      >
        <LocationSearchBox
          label="City, area or community"
          value={text}
          onChange={setText}
          placeholder="City, area or community, e.g. Dubai Marina"
          inputClassName="h-12"
        />
        <div className={cn("space-y-1", tab === "price" ? "block" : "hidden md:block")}>
          {/* Named by aria-label: IBM's checker takes a visually hidden <label> for no name at all. */}
          <NativeSelect
            id="hero-price"
            aria-label={purposeForTab === "rent" ? "Annual rent" : "Price range"}
            className="h-12"
            value={ranges.some((r) => r.value === priceRange) ? priceRange : ranges[0].value}
            options={ranges}
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
