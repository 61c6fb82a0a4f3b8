import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { useToast } from "@/hooks/use-toast";

/**
 * Layout parts whose code stays out of the entry chunk (the first-load budget, scripts/check-size-budget.mjs).
 * They are server-rendered like the rest of the page; in the browser their chunks load beside the page's
 * and Preact hydrates each one when its code arrives (keeping the server's HTML until then), so nothing
 * moves on screen.
 *
 * - The menus (Radix navigation, dialog and popper code) load with the entry, in parallel with the page's
 *   chunk: they are above the fold and must answer the first tap. Each only where it shows: the desktop
 *   navigation from Tailwind's `lg` width, the menu button below it (and the other as soon as a window
 *   is resized across). Until then the other one stays as the server rendered it, hidden by CSS.
 * - The account menu is for signed-in visitors only, and the toasts appear only with the first toast.
 */
const isBrowser = typeof document !== "undefined";

/** Tailwind's `lg` breakpoint: the desktop navigation shows from here, the menu button below it. */
const DESKTOP_WIDTH = "(min-width: 1024px)";

/**
 * Build-manifest keys of the modules the server preloads with every page: the phone's menu (phones are
 * slow to start; a desktop loads its navigation quickly enough without).
 */
export const EAGER_LAYOUT_MODULES = ["src/app/layout/mobile-menu.tsx"];

/** Resolves at once on the server, and in the browser once the window is (or becomes) that wide or not. */
function whenWindow(desktop: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (!isBrowser) return resolve();
    const query = window.matchMedia(DESKTOP_WIDTH);
    if (query.matches === desktop) return resolve();
    const onChange = () => {
      if (query.matches !== desktop) return;
      query.removeEventListener("change", onChange);
      resolve();
    };
    query.addEventListener("change", onChange);
  });
}

const desktopNav = whenWindow(true).then(() => import("./desktop-nav"));
const mobileMenu = whenWindow(false).then(() => import("./mobile-menu"));
const loadDesktopNav = () => desktopNav.then((m) => ({ default: m.DesktopNav }));
const loadMobileMenu = () => mobileMenu.then((m) => ({ default: m.MobileMenu }));

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
