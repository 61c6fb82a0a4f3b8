import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLocation } from "wouter";
import type { Locale } from "@shared/locale";
import { MortgageCalculator } from "@/components/calculators/mortgage-calculator";
import { useContentBody } from "@/components/content/use-content-body";
import { findGuide, findGuideIn, guides, type GuideFamily, type GuideSummary } from "@/content/guides";
import type { ContentEntry } from "@/content/types";
import { ContentPage } from "@/features/content/components/content-page";
import { GuideList } from "@/features/content/components/related-guides";
import { formatCalendarDay } from "@shared/format";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import NotFoundPage from "./not-found";

const HUB_PATH = "/property-guides";
const FAMILY_HUBS: Record<Exclude<GuideFamily, "general">, string> = {
  buyer: "/buyer-guides",
  seller: "/seller-guides",
  renter: "/renter-guides",
};
const HOME = msg`Home`;
const PROPERTY_GUIDES = msg`Property guides`;
const FAMILY_NAMES: Record<GuideFamily, MessageDescriptor> = {
  buyer: msg`Buyer guides`,
  seller: msg`Seller guides`,
  renter: msg`Renter guides`,
  general: msg`General guides`,
};
const FAMILY_IN_SECTION: Record<GuideFamily, MessageDescriptor> = {
  buyer: msg`Buyer guides in this section`,
  seller: msg`Seller guides in this section`,
  renter: msg`Renter guides in this section`,
  general: msg`General guides in this section`,
};

const MORTGAGE_GUIDE_PATH = "/buyer-guides/mortgage-guide";

const isHub = (guide: GuideSummary) =>
  guide.path === HUB_PATH || Object.values(FAMILY_HUBS).includes(guide.path);

/**
 * Home › Property guides › family hub › guide, leaving out the levels the page itself is; the names in the
 * page's language, a guide's title in English (with lang) when it is not written in that language.
 */
function useCrumbs(guide: GuideSummary, locale: Locale): Crumb[] {
  const { i18n } = useLingui();
  const crumbs: Crumb[] = [{ name: i18n._(HOME), path: "/" }];
  const titleOf = (path: string): Crumb => {
    const translated = findGuideIn(path, locale);
    if (translated) return { name: translated.title, path };
    return { name: guides.find((g) => g.path === path)?.title ?? path, path, lang: "en" };
  };
  if (guide.path !== HUB_PATH) crumbs.push({ name: i18n._(PROPERTY_GUIDES), path: HUB_PATH });
  if (guide.family !== "general" && guide.path !== FAMILY_HUBS[guide.family]) {
    crumbs.push({ name: i18n._(FAMILY_NAMES[guide.family]), path: FAMILY_HUBS[guide.family] });
  }
  crumbs.push(
    guide.path === HUB_PATH
      ? { name: i18n._(PROPERTY_GUIDES), path: guide.path }
      : locale === "en"
        ? { name: guide.title, path: guide.path }
        : titleOf(guide.path),
  );
  return crumbs;
}

/** What follows a guide: the whole library on the main hub, a family's guides on its hub, else its siblings. */
function GuideLinks({ guide }: { guide: GuideSummary }) {
  const { i18n } = useLingui();
  if (guide.path === HUB_PATH) {
    return (
      <section aria-labelledby="all-guides" className="mt-14 space-y-10 border-t pt-10">
        <h2 id="all-guides" className="text-2xl font-semibold">
          <Trans>Every guide</Trans>
        </h2>
        {(["buyer", "seller", "renter", "general"] as GuideFamily[]).map((family) => (
          <div key={family}>
            <h3 className="mb-4 text-xl font-semibold">{i18n._(FAMILY_NAMES[family])}</h3>
            <GuideList
              guides={guides.filter((g) => g.family === family && g.path !== HUB_PATH)}
              headingLevel={3}
            />
          </div>
        ))}
      </section>
    );
  }
  const hub = isHub(guide);
  const siblings = guides.filter(
    (g) => g.family === guide.family && g.path !== guide.path && (hub ? !isHub(g) : g.path !== HUB_PATH),
  );
  if (!siblings.length) return null;
  return (
    <section aria-labelledby="related-guides" className="mt-14 border-t pt-10">
      <h2 id="related-guides" className="mb-6 text-2xl font-semibold">
        {hub ? i18n._(FAMILY_IN_SECTION[guide.family]) : <Trans>Related guides</Trans>}
      </h2>
      <GuideList guides={siblings} />
    </section>
  );
}

function Guide({
  guide,
  englishOnly,
}: {
  guide: ContentEntry<GuideSummary>;
  /** Shown under /ar in English: the guide is not written in Arabic yet. */
  englishOnly: boolean;
}) {
  const site = useSite();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const { t } = useLingui();
  const body = useContentBody(guide.load);
  const crumbs = useCrumbs(guide, locale);
  usePageMeta({
    title: guide.title,
    description: guide.description,
    keywords: guide.keywords,
    path: guide.path,
    languages: englishOnly ? ["en"] : undefined,
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });
  return (
    <ContentPage
      crumbs={crumbs}
      title={guide.title}
      body={body}
      lang={englishOnly ? "en" : undefined}
      meta={
        <p>
          <Trans>
            Last checked{" "}
            <time dateTime={body.updated}>{formatCalendarDay(body.updated, "long", formatLocale)}</time>
          </Trans>
        </p>
      }
      afterBody={
        guide.path === MORTGAGE_GUIDE_PATH ? (
          // Starts from the guide's worked example: AED 1,500,000 with an 80% loan.
          <MortgageCalculator
            title={t`Work out your monthly repayment`}
            defaultValue={{ price: 1_500_000, downPayment: 300_000 }}
            className="mt-10"
          />
        ) : undefined
      }
    >
      <GuideLinks guide={guide} />
    </ContentPage>
  );
}

/** Every guide route (the hubs, their sub-pages and /guides/*), from the guide index by path. */
export default function GuidePage() {
  const [path] = useLocation();
  const locale = useLocale();
  const translated = locale === "en" ? undefined : findGuideIn(path, locale);
  const guide = translated ?? findGuide(path);
  return guide ? (
    <Guide
      key={`${guide.path}-${translated ? locale : "en"}`}
      guide={guide}
      englishOnly={locale !== "en" && !translated}
    />
  ) : (
    <NotFoundPage />
  );
}
