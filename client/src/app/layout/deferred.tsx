import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { useToast } from "@/hooks/use-toast";

/**
 * Layout parts whose code stays out of the entry chunk (the first-load budget, scripts/check-size-budget.mjs).
 * They are server-rendered like the rest of the page; in the browser their chunks load beside the page's
 * and React hydrates each one when its code arrives (selective hydration), so nothing moves on screen.
 *
 * - The menus (Radix navigation, dialog and popper code) start loading with the entry, in parallel with
 *   the page's chunk: they are above the fold and must answer the first tap.
 * - The newsletter form (react-hook-form and zod) is below the fold: it loads once the browser is idle, or
 *   at once when the visitor reaches into it.
 * - The account menu is for signed-in visitors only, and the toasts appear only with the first toast.
 */
const isBrowser = typeof document !== "undefined";

/** Build-manifest keys of the menus' modules: the server preloads their chunks with every page. */
export const EAGER_LAYOUT_MODULES = ["src/app/layout/desktop-nav.tsx", "src/app/layout/mobile-menu.tsx"];
const loadDesktopNav = () => import("./desktop-nav").then((m) => ({ default: m.DesktopNav }));
const loadMobileMenu = () => import("./mobile-menu").then((m) => ({ default: m.MobileMenu }));
if (isBrowser) {
  void loadDesktopNav();
  void loadMobileMenu();
}

let startNewsletterNow: () => void = () => {};
const newsletterWanted = new Promise<void>((resolve) => {
  if (!isBrowser) return resolve();
  startNewsletterNow = resolve;
  if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
  else setTimeout(resolve, 1000);
});

const LazyDesktopNav = lazy(loadDesktopNav);
const LazyMobileMenu = lazy(loadMobileMenu);
const LazyNewsletterForm = lazy(() =>
  newsletterWanted
    .then(() => import("@/features/newsletter/newsletter-form"))
    .then((m) => ({ default: m.NewsletterForm })),
);
const LazyUserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));
const LazyToaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function DesktopNav() {
  return (
    <Suspense fallback={null}>
      <LazyDesktopNav />
    </Suspense>
  );
}

export function MobileMenu() {
  return (
    <Suspense fallback={null}>
      <LazyMobileMenu />
    </Suspense>
  );
}

export function NewsletterForm() {
  // Focus or a tap inside the (not yet hydrated) form fetches its code straight away.
  return (
    <div onFocusCapture={startNewsletterNow} onPointerDownCapture={startNewsletterNow}>
      <Suspense fallback={null}>
        <LazyNewsletterForm />
      </Suspense>
    </div>
  );
}

export function UserMenu(props: ComponentProps<typeof LazyUserMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyUserMenu {...props} />
    </Suspense>
  );
}

/** The toast region, loaded with the first toast (the server's HTML never holds one). */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
