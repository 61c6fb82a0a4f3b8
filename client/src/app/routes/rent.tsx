import { ListingSearch } from "@/features/listings/components/listing-search";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

export default function RentPage() {
  const place = useSite().scope === "Dubai" ? "Dubai" : "the UAE";
  usePageMeta({
    title: `Property to Rent in ${place}`,
    description: `Apartments, villas and townhouses to rent in ${place}: yearly rents in AED, cheque options, and the deposit, agency fee and Ejari costs of moving in.`,
    keywords: [
      `property to rent ${place}`,
      "apartments for rent",
      "villas for rent",
      "rent in Dubai",
      "Ejari",
    ],
    path: "/rent",
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Rent", path: "/rent" },
    ],
  });
  return <ListingSearch purpose="rent" path="/rent" />;
}
