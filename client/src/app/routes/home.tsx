import { BadgeCheck, Calculator, Clock } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Link } from "wouter";
import { EMIRATES, emirateSlug } from "@shared/locations";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AllEmirates, EmirateCards } from "@/features/home/components/emirate-cards";
import { HeroSearch } from "@/features/home/components/hero-search";
import { faqPageJsonLd, HomeFaq } from "@/features/home/components/home-faq";
import { NewsTeasers } from "@/features/home/components/news-teasers";
import { MarketFigures, OverviewStats } from "@/features/home/components/overview-stats";
import { useFeaturedListings } from "@/features/listings/api/get-listings";
import { PropertyCard } from "@/features/listings/components/property-card";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

function FeaturedListings() {
  const { data } = useFeaturedListings(8);
  if (!data.items.length)
    return (
      <p className="text-muted-foreground">No featured properties right now. Browse all listings instead.</p>
    );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {data.items.map((listing) => (
        <li key={listing.id}>
          <PropertyCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  title,
  intro,
  children,
  action,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-1 max-w-2xl text-muted-foreground">{intro}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

const PROMISES = [
  {
    icon: BadgeCheck,
    title: "Permit on every listing",
    text: "Dubai listings show their Trakheesi permit and Abu Dhabi listings their Madhmoun permit, with the agent's BRN.",
  },
  {
    icon: Clock,
    title: "Fresh, or gone",
    text: "Owners confirm a listing is still available every 30 days, or it leaves search. No stale bait listings.",
  },
  {
    icon: Calculator,
    title: "The true all-in cost",
    text: "Every listing adds up the transfer fee, trustee and agency fees, mortgage costs or rental deposits for you.",
  },
];

function homeJsonLd(site: ReturnType<typeof useSite>) {
  const emirates = site.scope === "Dubai" ? ["Dubai"] : [...EMIRATES];
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.siteName,
      url: site.baseUrl,
      potentialAction: {
        "@type": "SearchAction",
        target: `${site.baseUrl}/search?search={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: site.siteName,
      url: site.baseUrl,
      areaServed: emirates,
    },
    ...emirates.map((emirate) => ({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: `${site.siteName} – ${emirate}`,
      url: `${site.baseUrl}/${emirateSlug(emirate)}`,
      address: { "@type": "PostalAddress", addressRegion: emirate, addressCountry: "AE" },
    })),
    faqPageJsonLd(),
  ];
}

export default function HomePage() {
  const site = useSite();
  const place = site.scope === "Dubai" ? "Dubai" : "the UAE";
  usePageMeta({
    title: site.siteTitle,
    description: site.siteDescription,
    keywords: [
      `property for sale ${place}`,
      `apartments for rent ${place}`,
      "villas for sale",
      "off-plan property",
      "Golden Visa property",
    ],
    path: "/",
    jsonLd: homeJsonLd(site),
  });
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary via-[#136f75] to-[#0b3d40] text-white">
        <div className="mx-auto max-w-7xl px-4 pb-14 pt-12 sm:pt-16">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
            Find your next home in {place}, with the real cost up front
          </h1>
          <p className="mt-4 max-w-2xl text-base text-white/90 sm:text-lg">
            Fresh, permit-checked listings to buy or rent{" "}
            {site.scope === "Dubai" ? "across Dubai's communities" : "across all seven emirates"}, each with
            its transfer fees, deposits and mortgage costs added up.
          </p>
          <div className="mt-8 max-w-5xl">
            <HeroSearch />
          </div>
        </div>
      </section>

      <Section
        id="overview-heading"
        title="The market at a glance"
        intro="Live counts from our listings, with the headline market figures."
      >
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <OverviewStats />
        </Suspense>
        <div className="mt-4">
          <MarketFigures />
        </div>
      </Section>

      <Section
        id="featured-heading"
        title="Featured properties"
        intro="Listings whose owners chose to feature them. Every one still shows its permit and full costs."
        action={
          <Button asChild variant="outline">
            <Link href="/search">Browse all properties</Link>
          </Button>
        }
      >
        <Suspense fallback={<p className="text-muted-foreground">Loading properties...</p>}>
          <FeaturedListings />
        </Suspense>
      </Section>

      <Section id="emirates-heading" title={site.scope === "Dubai" ? "Explore Dubai" : "Explore by emirate"}>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <EmirateCards />
        </Suspense>
      </Section>

      {site.type === "uae" && (
        <>
          <Section
            id="all-emirates-heading"
            title="All seven emirates"
            intro="From Dubai towers to Ras Al Khaimah beachfront and Fujairah's mountains: every emirate, live."
          >
            <Suspense fallback={<Skeleton className="h-20 w-full" />}>
              <AllEmirates />
            </Suspense>
          </Section>
          <section aria-labelledby="promise-heading" className="bg-muted/60">
            <div className="mx-auto max-w-7xl px-4 py-12">
              <h2 id="promise-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Why search here
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-3">
                {PROMISES.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="rounded-xl border bg-card p-5">
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                    <h3 className="mt-3 font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </>
      )}

      <Section
        id="news-heading"
        title="Latest news and insights"
        action={
          <Button asChild variant="outline">
            <Link href="/news">All news</Link>
          </Button>
        }
      >
        <NewsTeasers />
      </Section>

      <Section
        id="faq-heading"
        title="Frequently asked questions"
        intro="The costs and rules people ask us about most."
      >
        <HomeFaq />
      </Section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold">
              Selling or letting a property?
            </h2>
            <p className="mt-1 text-primary-foreground/90">
              List it free in minutes, with photos and your permit, and answer enquiries in one inbox.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link href="/create-listing">Add a listing</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <Link href="/find-agent">Find an agent</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
