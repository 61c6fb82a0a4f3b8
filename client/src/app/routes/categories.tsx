import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { PageHeader } from "@/components/page-header";
import { Figure } from "@/components/figure";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryGuidesIn, type CategoryGuide } from "@/content/categories";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { usePlaceName } from "@/features/listings/place-name";
import { useMarketSummary } from "@/features/places/api/get-market";
import { formatCount } from "@shared/format";
import { PRICE_TYPES } from "@shared/listing-options";
import { PURPOSE_LABELS } from "@shared/option-labels";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const HOME = msg`Home`;
const CATEGORIES = msg`Categories`;

function CategoryCounts({ slug }: { slug: string }) {
  const { data } = useMarketSummary({ category: slug });
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
      <Figure
        label={t`Listings`}
        lead
        compact
        className="px-2 py-2"
        valueClassName="text-lg font-bold"
        valueTestId={`count-${slug}`}
      >
        {formatCount(data.listingCount, formatLocale)}
      </Figure>
      {PRICE_TYPES.map((purpose) => (
        <Figure
          key={purpose}
          label={i18n._(PURPOSE_LABELS[purpose])}
          compact
          className="px-2 py-2"
          valueClassName="text-lg font-bold"
        >
          {formatCount(purpose === "sale" ? data.forSale : data.forRent, formatLocale)}
        </Figure>
      ))}
    </dl>
  );
}

function CategoryCard({ guide }: { guide: CategoryGuide }) {
  const title = guide.title.toLowerCase();
  return (
    <article className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-xl font-semibold">
        <Link href={`/categories/${guide.slug}`} className="hover:underline">
          {guide.title}
        </Link>
      </h2>
      <p className="mt-2 font-medium text-primary">{guide.rule}</p>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{guide.teaser}</p>
      <Suspense fallback={<Skeleton className="mt-4 h-16" />}>
        <CategoryCounts slug={guide.slug} />
      </Suspense>
      <Link
        href={`/categories/${guide.slug}`}
        className="mt-4 inline-flex items-center gap-1 font-medium text-primary hover:underline"
      >
        <Trans>Browse {title}</Trans>
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </article>
  );
}

/** /categories: the three curated categories, what each means, and how many listings each holds now. */
export default function CategoriesPage() {
  const site = useSite();
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const place = usePlaceName();
  const crumbs = [
    { name: i18n._(HOME), path: "/" },
    { name: i18n._(CATEGORIES), path: "/categories" },
  ];
  usePageMeta({
    title: t`Property Categories: Luxury, Affordable and Family Homes in ${place}`,
    description: t`Browse homes in ${place} by category: luxury from AED 5M, affordable up to AED 1M (or AED 60k a year to rent), and family villas and townhouses with 3+ bedrooms.`,
    keywords: [
      t`luxury property`,
      t`affordable homes`,
      t`family homes`,
      t`property categories`,
      t`homes in ${place}`,
    ],
    path: "/categories",
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={t`Property categories`}>
        <Trans>
          Three ways into the listings, each defined by a plain rule rather than an agent&apos;s label, so a
          home is in a category because of its price, type and bedrooms. Counts are live.
        </Trans>
      </PageHeader>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {categoryGuidesIn(locale).map((guide) => (
          <CategoryCard key={guide.slug} guide={guide} />
        ))}
      </div>
      <section aria-labelledby="other-ways" className="mt-12 max-w-3xl">
        <h2 id="other-ways" className="text-2xl font-semibold">
          <Trans>Other ways to browse</Trans>
        </h2>
        <p className="mt-3 leading-relaxed">
          <Trans>
            Looking for somewhere to work rather than live? See{" "}
            <Link
              href="/commercial-property"
              className="font-medium text-primary underline underline-offset-2"
            >
              commercial property
            </Link>
            . Buying off-plan from a developer? See{" "}
            <Link href="/new-property" className="font-medium text-primary underline underline-offset-2">
              new projects
            </Link>
            . Or start from a place:{" "}
            <Link href="/areas" className="font-medium text-primary underline underline-offset-2">
              areas
            </Link>{" "}
            has guides to every neighbourhood we cover.
          </Trans>
        </p>
      </section>
    </div>
  );
}
