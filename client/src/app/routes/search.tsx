import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSearch } from "wouter";
import { ListingSearch } from "@/features/listings/components/listing-search";
import { SaveSearchButton } from "@/features/saved-searches/components/save-search-button";
import { usePageMeta } from "@/lib/seo";

const HOME = msg`Home`;
const SEARCH = msg`Search`;

export default function SearchPage() {
  const { t, i18n } = useLingui();
  const text = new URLSearchParams(useSearch()).get("search")?.trim();
  usePageMeta({
    title: text ? t`Properties matching “${text}”` : t`Search Properties`,
    description: t`Search property for sale and to rent by location, type, bedrooms and price, with results you can share and filter further.`,
    keywords: [t`property search`, t`UAE property`, t`homes for sale`, t`homes for rent`],
    path: "/search",
    breadcrumbs: [
      { name: i18n._(HOME), path: "/" },
      { name: i18n._(SEARCH), path: "/search" },
    ],
  });
  return <ListingSearch path="/search" saveSearch={<SaveSearchButton />} />;
}
