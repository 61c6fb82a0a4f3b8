import { useLocation } from "wouter";
import { MortgageCalculator } from "@/components/calculators/mortgage-calculator";
import { useContentBody } from "@/components/content/use-content-body";
import { findGuide, guides, type GuideFamily, type GuideSummary } from "@/content/guides";
import type { ContentEntry } from "@/content/types";
import { ContentPage } from "@/features/content/components/content-page";
import { GuideList } from "@/features/content/components/related-guides";
import { formatCalendarDay } from "@shared/format";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import NotFoundPage from "./not-found";

const HUB_PATH = "/property-guides";
const FAMILY_HUBS: Record<Exclude<GuideFamily, "general">, string> = {
  buyer: "/buyer-guides",
  seller: "/seller-guides",
  renter: "/renter-guides",
};
const FAMILY_NAMES: Record<GuideFamily, string> = {
  buyer: "Buyer guides",
  seller: "Seller guides",
  renter: "Renter guides",
  general: "General guides",
};

const MORTGAGE_GUIDE_PATH = "/buyer-guides/mortgage-guide";

const isHub = (guide: GuideSummary) =>
  guide.path === HUB_PATH || Object.values(FAMILY_HUBS).includes(guide.path);

/** Home › Property guides › family hub › guide, leaving out the levels the page itself is. */
function crumbsFor(guide: GuideSummary): Crumb[] {
  const crumbs: Crumb[] = [{ name: "Home", path: "/" }];
  const titleOf = (path: string) => guides.find((g) => g.path === path)?.title ?? path;
  if (guide.path !== HUB_PATH) crumbs.push({ name: "Property guides", path: HUB_PATH });
  if (guide.family !== "general" && guide.path !== FAMILY_HUBS[guide.family]) {
    crumbs.push({ name: FAMILY_NAMES[guide.family], path: FAMILY_HUBS[guide.family] });
  }
  crumbs.push({ name: guide.path === HUB_PATH ? "Property guides" : titleOf(guide.path), path: guide.path });
  return crumbs;
}

/** What follows a guide: the whole library on the main hub, a family's guides on its hub, else its siblings. */
function GuideLinks({ guide }: { guide: GuideSummary }) {
  if (guide.path === HUB_PATH) {
    return (
      <section aria-labelledby="all-guides" className="mt-14 space-y-10 border-t pt-10">
        <h2 id="all-guides" className="text-2xl font-semibold">
          Every guide
        </h2>
        {(["buyer", "seller", "renter", "general"] as GuideFamily[]).map((family) => (
          <div key={family}>
            <h3 className="mb-4 text-xl font-semibold">{FAMILY_NAMES[family]}</h3>
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
        {hub ? `${FAMILY_NAMES[guide.family]} in this section` : "Related guides"}
      </h2>
      <GuideList guides={siblings} />
    </section>
  );
}

function Guide({ guide }: { guide: ContentEntry<GuideSummary> }) {
  const site = useSite();
  const body = useContentBody(guide.load);
  const crumbs = crumbsFor(guide);
  usePageMeta({
    title: guide.title,
    description: guide.description,
    keywords: guide.keywords,
    path: guide.path,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });
  return (
    <ContentPage
      crumbs={crumbs}
      title={guide.title}
      body={body}
      meta={
        <p>
          Last checked <time dateTime={body.updated}>{formatCalendarDay(body.updated)}</time>
        </p>
      }
      afterBody={
        guide.path === MORTGAGE_GUIDE_PATH ? (
          // Starts from the guide's worked example: AED 1,500,000 with an 80% loan.
          <MortgageCalculator
            title="Work out your monthly repayment"
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
  const guide = findGuide(path);
  return guide ? <Guide key={guide.path} guide={guide} /> : <NotFoundPage />;
}
