import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { useSite } from "@/lib/site";
import { DesktopNav, MobileMenu, UserMenu } from "./deferred";
import { LanguageSwitch } from "./language-switch";
import { SavedLink } from "./saved-link";

export function Logo() {
  const site = useSite();
  const { t } = useLingui();
  return (
    <Link
      href="/"
      className="flex items-center gap-2 font-bold text-primary"
      aria-label={t`${site.siteName} home`}
    >
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="currentColor" />
        <path d="M14 48V28l18-14 18 14v20H38V36H26v12z" fill="#fff" />
      </svg>
      <span className="text-lg leading-none">{site.shortName}</span>
    </Link>
  );
}

/** Sticky header (docs/product.md §Pages): signed out, Add Listing (desktop) and Sign in; else the menu. */
export function Header() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden h-9 lg:inline-flex" />
          <SavedLink />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button asChild size="sm" className="hidden lg:inline-flex">
                <Link href="/create-listing">
                  <Plus aria-hidden="true" />
                  <Trans>Add Listing</Trans>
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href="/auth">
                  <Trans>Sign in</Trans>
                </Link>
              </Button>
            </>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
