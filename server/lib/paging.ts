import type { Request, Response } from "express";
import { TOTAL_COUNT_ESTIMATED_HEADER, TOTAL_COUNT_HEADER } from "@shared/api";

/**
 * X-Total-Count and an RFC 8288 Link header with next/prev pages of the same query; with `estimated`,
 * X-Total-Count-Estimated: true says the count is an estimate.
 */
export function setPagingHeaders(
  req: Request,
  res: Response,
  page: number,
  limit: number,
  total: number,
  options: { estimated?: boolean } = {},
) {
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
  if (options.estimated) res.setHeader(TOTAL_COUNT_ESTIMATED_HEADER, "true");
  res.setHeader(
    "Access-Control-Expose-Headers",
    `${TOTAL_COUNT_HEADER}, ${TOTAL_COUNT_ESTIMATED_HEADER}, Link`,
  );
  const links: string[] = [];
  const lastPage = Math.max(1, Math.ceil(total / limit));
  if (page < lastPage) links.push(`<${pageUrl(req, page + 1)}>; rel="next"`);
  if (page > 1) links.push(`<${pageUrl(req, Math.min(page - 1, lastPage))}>; rel="prev"`);
  links.push(`<${pageUrl(req, 1)}>; rel="first"`, `<${pageUrl(req, lastPage)}>; rel="last"`);
  res.setHeader("Link", links.join(", "));
}

function pageUrl(req: Request, page: number): string {
  const url = new URL(req.originalUrl, "http://placeholder");
  url.searchParams.set("page", String(page));
  return `${url.pathname}${url.search}`;
}

/** Answers a page of a list: the items as the body, the total and the paging links in headers. */
export function sendPage(
  req: Request,
  res: Response,
  query: { page: number; limit: number },
  { items, total }: { items: unknown[]; total: number },
) {
  setPagingHeaders(req, res, query.page, query.limit, total);
  res.json(items);
}
