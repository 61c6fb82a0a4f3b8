import { ListingSearch } from "@/features/listings/components/listing-search";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

export default function BuyPage() {
  const place = useSite().scope === "Dubai" ? "Dubai" : "the UAE";
  usePageMeta({
    title: `Property for Sale in ${place}`,
    description: `Villas, apartments, townhouses and penthouses for sale in ${place}, with permit-checked listings, prices in AED and the full cost of buying each one.`,
    keywords: [
      `property for sale ${place}`,
      "apartments for sale",
      "villas for sale",
      "buy property UAE",
      "off-plan",
    ],
    path: "/buy",
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Buy", path: "/buy" },
    ],
  });
  return <ListingSearch purpose="sale" path="/buy" />;
}
