import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { loadWhenNear } from "@/components/load-when-near";
import { useToast } from "@/hooks/use-toast";

/**
 * Layout parts whose code stays out of the entry chunk (the first-load budget, scripts/check-size-budget.mjs).
 * They are server-rendered like the rest of the page; in the browser their chunks load beside the page's
 * and React hydrates each one when its code arrives (selective hydration), so nothing moves on screen.
 *
 * - The menus (Radix navigation, dialog and popper code) start loading with the entry, in parallel with
 *   the page's chunk: they are above the fold and must answer the first tap.
 * - The newsletter form (react-hook-form and zod) is below the fold: it loads when the visitor gets near
 *   it (components/load-when-near.tsx).
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

const LazyDesktopNav = lazy(loadDesktopNav);
const LazyMobileMenu = lazy(loadMobileMenu);
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

/** Below the fold: react-hook-form and zod load when the visitor gets near the form. */
export const NewsletterForm = loadWhenNear(() =>
  import("@/features/newsletter/newsletter-form").then((m) => m.NewsletterForm),
);

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
