import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ListingSearch } from "@/features/listings/components/listing-search";
import { SaveSearchButton } from "@/features/saved-searches/components/save-search-button";
import { usePlaceName } from "@/features/listings/place-name";
import { usePageMeta } from "@/lib/seo";

const HOME = msg`Home`;
const BUY = msg`Buy`;

export default function BuyPage() {
  const { t, i18n } = useLingui();
  const place = usePlaceName();
  usePageMeta({
    title: t`Property for Sale in ${place}`,
    description: t`Villas, apartments, townhouses and penthouses for sale in ${place}, with permit-checked listings, prices in AED and the full cost of buying each one.`,
    keywords: [
      t`property for sale ${place}`,
      t`apartments for sale`,
      t`villas for sale`,
      t`buy property UAE`,
      t`off-plan`,
    ],
    path: "/buy",
    breadcrumbs: [
      { name: i18n._(HOME), path: "/" },
      { name: i18n._(BUY), path: "/buy" },
    ],
  });
  return <ListingSearch purpose="sale" path="/buy" saveSearch={<SaveSearchButton purpose="sale" />} />;
}
