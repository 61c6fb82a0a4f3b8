import { Suspense, useEffect, useRef } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { replayEarlyClick } from "@/lib/early-click";
import { PageErrorBoundary } from "./page-error-boundary";
import { routes } from "./routes";

/**
 * Scroll to the top on every navigation inside the app (docs/product.md §Pages). Not when the page first
 * hydrates: the browser has placed it already (at the top, at an #anchor, or where the visitor was when they
 * came back), and a visitor who scrolled while the page loaded would be thrown to the top, their tap landing
 * on whatever is there then.
 */
function ScrollToTop() {
  const [path] = useLocation();
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}

/**
 * Clicks again the button a visitor clicked before the page's code ran (shared/early-click.ts), once the
 * route's part is hydrated: it is a Suspense boundary, hydrated after the header and footer, and a click
 * replayed before then would reach a button with no handler yet.
 */
function ReplayEarlyClick() {
  useEffect(() => replayEarlyClick(), []);
  return null;
}

export function AppRouter() {
  const [path] = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageErrorBoundary key={path}>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            {routes.map(({ path, page }) =>
              path === "*" ? (
                <Route key={path} component={page.Page} />
              ) : (
                <Route key={path} path={path} component={page.Page} />
              ),
            )}
          </Switch>
          <ReplayEarlyClick />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
