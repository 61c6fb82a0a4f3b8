import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Calculator, Clock } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Link } from "wouter";
import { localisePath } from "@shared/locale";
import { EMIRATES, emirateSlug } from "@shared/locations";
import { emirateName } from "@shared/localised-names";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AllEmirates, EmirateCards } from "@/features/home/components/emirate-cards";
import { HeroSearch } from "@/features/home/components/hero-search";
import { faqPageJsonLd, HomeFaq, useHomeFaqs, type HomeFaqItem } from "@/features/home/components/home-faq";
import { NewsTeasers } from "@/features/home/components/news-teasers";
import { MarketFigures, OverviewStats } from "@/features/home/components/overview-stats";
import { useFeaturedListings } from "@/features/listings/api/get-listings";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

function FeaturedListings() {
  const { data } = useFeaturedListings(8);
  if (!data.items.length)
    return (
      <p className="text-muted-foreground">
        <Trans>No featured properties right now. Browse all listings instead.</Trans>
      </p>
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
    title: msg`Permit on every listing`,
    text: msg`Dubai listings show their Trakheesi permit and Abu Dhabi listings their Madhmoun permit, with the agent's BRN.`,
  },
  {
    icon: Clock,
    title: msg`Fresh, or gone`,
    text: msg`Owners confirm a listing is still available every 30 days, or it leaves search. No stale bait listings.`,
  },
  {
    icon: Calculator,
    title: msg`The true all-in cost`,
    text: msg`Every listing adds up the transfer fee, trustee and agency fees, mortgage costs or rental deposits for you.`,
  },
];

function homeJsonLd(
  site: ReturnType<typeof useSite>,
  locale: ReturnType<typeof useLocale>,
  faqs: HomeFaqItem[],
) {
  const emirates = site.scope === "Dubai" ? (["Dubai"] as const) : EMIRATES;
  const home = `${site.baseUrl}${localisePath("/", locale)}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.siteName,
      url: home,
      inLanguage: locale,
      potentialAction: {
        "@type": "SearchAction",
        target: `${site.baseUrl}${localisePath("/search", locale)}?search={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: site.siteName,
      url: home,
      areaServed: emirates,
    },
    ...emirates.map((emirate) => ({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: `${site.siteName} – ${emirateName(emirate, locale)}`,
      url: `${site.baseUrl}${localisePath(`/${emirateSlug(emirate)}`, locale)}`,
      address: { "@type": "PostalAddress", addressRegion: emirate, addressCountry: "AE" },
    })),
    faqPageJsonLd(faqs),
  ];
}

export default function HomePage() {
  const site = useSite();
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const dubaiOnly = site.scope === "Dubai";
  const faqs = useHomeFaqs();
  usePageMeta({
    title: site.siteTitle,
    description: site.siteDescription,
    keywords: [
      ...(dubaiOnly
        ? [t`property for sale Dubai`, t`apartments for rent Dubai`]
        : [t`property for sale the UAE`, t`apartments for rent the UAE`]),
      t`villas for sale`,
      t`off-plan property`,
      t`Golden Visa property`,
    ],
    path: "/",
    jsonLd: homeJsonLd(site, locale, faqs),
  });
  return (
    <>
      {/* Not overflow-hidden: the search's suggestion list hangs below the section and must not be cut off. */}
      <section className="relative bg-gradient-to-br from-primary via-[#136f75] to-[#0b3d40] text-white">
        <div className="mx-auto max-w-7xl px-4 pb-14 pt-12 sm:pt-16">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
            {dubaiOnly ? (
              <Trans>Find your next home in Dubai, with the real cost up front</Trans>
            ) : (
              <Trans>Find your next home in the UAE, with the real cost up front</Trans>
            )}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-white/90 sm:text-lg">
            {dubaiOnly ? (
              <Trans>
                Fresh, permit-checked listings to buy or rent across Dubai&apos;s communities, each with its
                transfer fees, deposits and mortgage costs added up.
              </Trans>
            ) : (
              <Trans>
                Fresh, permit-checked listings to buy or rent across all seven emirates, each with its
                transfer fees, deposits and mortgage costs added up.
              </Trans>
            )}
          </p>
          <div className="mt-8 max-w-5xl">
            <HeroSearch />
          </div>
        </div>
      </section>

      <Section
        id="overview-heading"
        title={t`The market at a glance`}
        intro={t`Live counts from our listings, with the headline market figures.`}
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
        title={t`Featured properties`}
        intro={t`Listings whose owners chose to feature them. Every one still shows its permit and full costs.`}
        action={
          <Button asChild variant="outline">
            <Link href="/search">
              <Trans>Browse all properties</Trans>
            </Link>
          </Button>
        }
      >
        <Suspense
          fallback={
            <p className="text-muted-foreground">
              <Trans>Loading properties…</Trans>
            </p>
          }
        >
          <FeaturedListings />
        </Suspense>
      </Section>

      <Section id="emirates-heading" title={dubaiOnly ? t`Explore Dubai` : t`Explore by emirate`}>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <EmirateCards />
        </Suspense>
      </Section>

      {site.type === "uae" && (
        <>
          <Section
            id="all-emirates-heading"
            title={t`All seven emirates`}
            intro={t`From Dubai towers to Ras Al Khaimah beachfront and Fujairah's mountains: every emirate, live.`}
          >
            <Suspense fallback={<Skeleton className="h-20 w-full" />}>
              <AllEmirates />
            </Suspense>
          </Section>
          <section aria-labelledby="promise-heading" className="bg-muted/60">
            <div className="mx-auto max-w-7xl px-4 py-12">
              <h2 id="promise-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                <Trans>Why search here</Trans>
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-3">
                {PROMISES.map(({ icon: Icon, title, text }) => (
                  <li key={title.id} className="rounded-xl border bg-card p-5">
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                    <h3 className="mt-3 font-semibold">{i18n._(title)}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{i18n._(text)}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </>
      )}

      <Section
        id="news-heading"
        title={t`Latest news and insights`}
        action={
          <Button asChild variant="outline">
            <Link href="/news">
              <Trans>All news</Trans>
            </Link>
          </Button>
        }
      >
        <NewsTeasers />
      </Section>

      <Section
        id="faq-heading"
        title={t`Frequently asked questions`}
        intro={t`The costs and rules people ask us about most.`}
      >
        <HomeFaq faqs={faqs} />
      </Section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold">
              <Trans>Selling or letting a property?</Trans>
            </h2>
            <p className="mt-1 text-primary-foreground/90">
              <Trans>
                List it free in minutes, with photos and your permit, and answer enquiries in one inbox.
              </Trans>
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link href="/create-listing">
                <Trans>Add a listing</Trans>
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <Link href="/find-agent">
                <Trans>Find an agent</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
