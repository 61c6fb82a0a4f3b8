import { useLingui } from "@lingui/react/macro";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import type { PageMeta } from "@/lib/head";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

/**
 * A page one step below the home page (the tools, the agent search): its trail "Home › name", and its head
 * tags with that trail as the page's breadcrumb data. Returns the trail for the page's own Breadcrumbs.
 */
export function usePageWithTrail(name: string, meta: PageMeta & { path: string }): Crumb[] {
  const site = useSite();
  const { t } = useLingui();
  const crumbs = [
    { name: t`Home`, path: "/" },
    { name, path: meta.path },
  ];
  usePageMeta({ ...meta, jsonLd: [breadcrumbJsonLd(site, crumbs)] });
  return crumbs;
}
