import { useSearch } from "wouter";
import { ListingSearch } from "@/features/listings/components/listing-search";
import { usePageMeta } from "@/lib/seo";

export default function SearchPage() {
  const text = new URLSearchParams(useSearch()).get("search")?.trim();
  usePageMeta({
    title: text ? `Properties matching “${text}”` : "Search Properties",
    description:
      "Search property for sale and to rent by location, type, bedrooms and price, with results you can share and filter further.",
    keywords: ["property search", "UAE property", "homes for sale", "homes for rent"],
    path: "/search",
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Search", path: "/search" },
    ],
  });
  return <ListingSearch path="/search" />;
}
