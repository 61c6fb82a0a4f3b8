import { Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { PageErrorBoundary } from "./page-error-boundary";
import { routes } from "./routes";

/** Scroll to the top on every navigation (docs/product.md §Pages). */
function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
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
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
