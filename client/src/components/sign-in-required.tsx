import { Trans } from "@lingui/react/macro";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { User } from "@shared/user";
import { Button } from "@/components/ui/button";
import { apiFetchFor, getQueryFn, throwIfResNotOk } from "@/lib/api-client";
import { userKeys } from "@/lib/query-keys";

/**
 * The signed-in user for pages that need one. The session query of AuthProvider is not fetched during the
 * server render (the header renders signed out there and in the first browser render alike); this page
 * asks the API itself through a separate cache entry, so the server renders the page the visitor will get
 * and hydration matches. Once the session query has settled in the browser, it is the one that counts
 * (sign-in and sign-out update it).
 */
export function useSessionUser(): User | null {
  const queryClient = useQueryClient();
  const session = useQuery<User | null>({
    queryKey: userKeys.current,
    queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  });
  const checked = useSuspenseQuery<User | null>({
    queryKey: userKeys.checked,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/user", { signal });
      if (res.status === 401) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as User;
    },
    // Already known in the browser: no second request.
    initialData: () => queryClient.getQueryData<User | null>(userKeys.current),
  });
  return session.status === "success" ? session.data : checked.data;
}

/** "/auth?next=/create-listing" (slashes kept readable, the rest encoded). */
export function signInPath(next: string): string {
  return `/auth?next=${encodeURIComponent(next).replace(/%2F/g, "/")}`;
}

interface SignInRequiredProps {
  /** Where to come back after signing in: the page's path and query. */
  next: string;
  /** The heading of the signed-out state, e.g. "Sign in to list a property". */
  title: string;
  description: string;
  children: (user: User) => ReactNode;
}

/**
 * Renders the page for a signed-in user. A signed-out visitor is sent to /auth (and back afterwards); the
 * server render, which cannot redirect from inside the page, shows a short sign-in state with the link.
 */
export function SignInRequired({ next, title, description, children }: SignInRequiredProps) {
  const user = useSessionUser();
  const [, navigate] = useLocation();
  const target = signInPath(next);
  useEffect(() => {
    if (!user) navigate(target, { replace: true });
  }, [user, target, navigate]);
  if (user) return <>{children(user)}</>;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <LogIn className="size-10 text-primary rtl:-scale-x-100" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild>
        <Link href={target}>
          <Trans>Sign in or create an account</Trans>
        </Link>
      </Button>
    </section>
  );
}
