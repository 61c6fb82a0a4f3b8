import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ListingSearch } from "@/features/listings/components/listing-search";
import { SaveSearchButton } from "@/features/saved-searches/components/save-search-button";
import { usePlaceName } from "@/features/listings/place-name";
import { usePageMeta } from "@/lib/seo";

const HOME = msg`Home`;
const RENT = msg`Rent`;

export default function RentPage() {
  const { t, i18n } = useLingui();
  const place = usePlaceName();
  usePageMeta({
    title: t`Property to Rent in ${place}`,
    description: t`Apartments, villas and townhouses to rent in ${place}: yearly rents in AED, cheque options, and the deposit, agency fee and Ejari costs of moving in.`,
    keywords: [
      t`property to rent ${place}`,
      t`apartments for rent`,
      t`villas for rent`,
      t`rent in Dubai`,
      t`Ejari`,
    ],
    path: "/rent",
    breadcrumbs: [
      { name: i18n._(HOME), path: "/" },
      { name: i18n._(RENT), path: "/rent" },
    ],
  });
  return <ListingSearch purpose="rent" path="/rent" saveSearch={<SaveSearchButton purpose="rent" />} />;
}
