import { listSitePages as listPages } from "@shared/content/site-pages";
import { companyPages } from "./company";
import { guides } from "./guides";
import { newsArticles } from "./news";

export { flattenSitePages, type SitePage, type SitePageGroup } from "@shared/content/site-pages";

/** Every page of the site, grouped as /sitemap shows them (the server builds sitemap.xml from the same list). */
export const listSitePages = (scope: "UAE" | "Dubai") =>
  listPages(scope, { guides, news: newsArticles, company: companyPages });
