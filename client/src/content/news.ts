import entries from "virtual:content/news";
import type { ContentEntry, NewsArticleSummary } from "./types";

/** News and analysis articles (content/en/news), newest first. */
export const newsArticles = entries as ContentEntry<NewsArticleSummary>[];

export const findNewsArticle = (slug: string) => newsArticles.find((article) => article.slug === slug);
