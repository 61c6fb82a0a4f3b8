import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import { LANGUAGE_COOKIE, localisePath, type Locale } from "@shared/locale";
import { useLocale } from "@/lib/i18n";
import { userKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";

/** Each language's name in itself, as the switch offers it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in the other language: its path, path parameters and query (the filters) kept. The
 * address crosses languages, so this is a plain link (the other language's messages load with the page),
 * not one of wouter's, which stay inside the page's language.
 */
export function useOtherLanguageHref(): { locale: Locale; href: string } {
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const other: Locale = locale === "ar" ? "en" : "ar";
  return { locale: other, href: `${localisePath(path, other)}${search ? `?${search}` : ""}` };
}

/**
 * Remembered for messages that are not pages (field errors, emails); pages never redirect because of it.
 * A signed-in person's account keeps it too (PATCH /api/user/locale), for mail and for requests that name
 * no language; `keepalive` lets the request finish while the other language's page loads.
 */
function rememberLanguage(locale: Locale, queryClient: QueryClient) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  if (!queryClient.getQueryData(userKeys.current)) return;
  fetch("/api/user/locale", {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ locale }),
    credentials: "include",
    keepalive: true,
  }).catch(() => {
    // The cookie holds the choice for this browser; the account catches up at the next switch.
  });
}

/** "العربية" on English pages, "English" on Arabic ones. */
export function LanguageSwitch({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { locale, href } = useOtherLanguageHref();
  const queryClient = useQueryClient();
  return (
    <a
      href={href}
      lang={locale}
      hrefLang={locale}
      onClick={() => {
        rememberLanguage(locale, queryClient);
        onChoose?.();
      }}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-muted",
        className,
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LANGUAGE_NAMES[locale]}
    </a>
  );
}
