import { Suspense } from "react";
import { useFeaturedListings } from "@/features/listings/api/get-listings";
import { PropertyCard } from "@/features/listings/components/property-card";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

function FeaturedListings() {
  const { data } = useFeaturedListings(8);
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {data.items.map((listing) => (
        <PropertyCard key={listing.id} listing={listing} />
      ))}
    </div>
  );
}

export default function HomePage() {
  const site = useSite();
  usePageMeta({
    title: site.siteTitle,
    description: site.siteDescription,
    keywords: ["property for sale UAE", "rent apartment Dubai", "villas for sale", "off-plan property"],
    path: "/",
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{site.siteTitle}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{site.siteDescription}</p>
      <section aria-labelledby="featured-heading" className="mt-10">
        <h2 id="featured-heading" className="mb-4 text-2xl font-semibold">
          Featured properties
        </h2>
        <Suspense fallback={<p className="text-muted-foreground">Loading properties...</p>}>
          <FeaturedListings />
        </Suspense>
      </section>
    </div>
  );
}
