import { useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { Crumb } from "../json-ld";

/** The visible trail that matches the page's BreadcrumbList; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          const text = crumb.lang ? ({ lang: crumb.lang, dir: "ltr" } as const) : {};
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {i > 0 && <ChevronRight className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />}
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-foreground" {...text}>
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="hover:text-foreground hover:underline" {...text}>
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
