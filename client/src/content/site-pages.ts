import { listSitePages as listPages } from "@shared/content/site-pages";
import { arabicAreaGuides } from "./areas";
import { arabicCompanyPages, companyPages } from "./company";
import { arabicEmirateGuides } from "./emirates";
import { arabicGuides, guides } from "./guides";
import { newsArticles } from "./news";

export { flattenSitePages, type SitePage, type SitePageGroup } from "@shared/content/site-pages";

/** Every page of the site, grouped as /sitemap shows them (the server builds sitemap.xml from the same list). */
export const listSitePages = (scope: "UAE" | "Dubai") =>
  listPages(scope, {
    guides,
    news: newsArticles,
    company: companyPages,
    translated: {
      ar: {
        guides: arabicGuides,
        // News is written in English only.
        news: [],
        company: arabicCompanyPages,
        emirates: arabicEmirateGuides,
        areas: arabicAreaGuides,
      },
    },
  });
