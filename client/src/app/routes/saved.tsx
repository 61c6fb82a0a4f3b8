import { useLingui } from "@lingui/react/macro";
import { SavedListings } from "@/features/listings/components/saved-listings";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

/** /saved: the listings a visitor saved with the heart, a guest's from this browser, a member's from the account. */
export default function SavedPage() {
  const site = useSite();
  const { t } = useLingui();
  const siteName = site.siteName;
  usePageMeta({
    title: t`Saved properties`,
    description: t`The properties you saved on ${siteName}, to compare and come back to.`,
    path: "/saved",
    // Each visitor's own list: nothing for a search engine.
    noindex: true,
  });
  return <SavedListings />;
}
