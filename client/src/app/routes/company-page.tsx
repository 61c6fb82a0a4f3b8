import { useLocation } from "wouter";
import { useContentBody } from "@/components/content/use-content-body";
import { findCompanyPage } from "@/content/company";
import type { ContentEntry, ContentSummary } from "@/content/types";
import { ContentPage } from "@/features/content/components/content-page";
import { FaqSections, collectFaqItems, isFaqBody } from "@/features/content/components/faq-sections";
import { formatCalendarDay } from "@shared/format";
import { breadcrumbJsonLd, faqPageJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import NotFoundPage from "./not-found";

/** The texts name the UAE-wide site; on a Dubai site the page speaks with that site's name. */
const WRITTEN_SITE_NAME = "UAE Property Markets";

function CompanyPage({ page }: { page: ContentEntry<ContentSummary> }) {
  const site = useSite();
  const body = useContentBody(page.load);
  const path = `/${page.slug}`;
  const title = page.title.replace(WRITTEN_SITE_NAME, site.siteName);
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: title, path },
  ];
  const faqs = page.slug === "faqs" && isFaqBody(body);
  usePageMeta({
    title,
    description: page.description,
    keywords: page.keywords,
    path,
    jsonLd: [breadcrumbJsonLd(site, crumbs), ...(faqs ? [faqPageJsonLd(collectFaqItems(body))] : [])],
  });
  return (
    <ContentPage
      crumbs={crumbs}
      title={title}
      body={body}
      meta={
        <p>
          Last updated <time dateTime={body.updated}>{formatCalendarDay(body.updated)}</time>
        </p>
      }
      renderBody={faqs ? (b) => <FaqSections body={b} /> : undefined}
    />
  );
}

/** /about, /careers, /privacy-policy, /terms-and-conditions, /overseas-homes and /faqs, by path. */
export default function CompanyRoute() {
  const [path] = useLocation();
  const page = findCompanyPage(path.replace(/^\/+|\/+$/g, ""));
  return page ? <CompanyPage key={page.slug} page={page} /> : <NotFoundPage />;
}
