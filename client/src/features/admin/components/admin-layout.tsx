import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { isStaffRole } from "@shared/moderation-options";
import type { User } from "@shared/user";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useHttpStatus } from "@/lib/render-context";
import { cn } from "@/lib/utils";

export type AdminSection = "queue" | "listings" | "users" | "audit";

function Forbidden() {
  useHttpStatus(403);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldX className="size-10 text-primary" aria-hidden="true" />
      <p className="text-sm font-semibold text-primary">
        <bdi>403</bdi>
      </p>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>This page is for moderators</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Your account cannot use the operator&apos;s console. An admin can give you a role.</Trans>
      </p>
      <Button asChild>
        <Link href="/dashboard">
          <Trans>Go to your dashboard</Trans>
        </Link>
      </Button>
    </section>
  );
}

function AdminNav({ user, section }: { user: User; section: AdminSection }) {
  const { t } = useLingui();
  const items: { id: AdminSection; href: string; label: string }[] = [
    { id: "queue", href: "/admin", label: t`Queue` },
    { id: "listings", href: "/admin/listings", label: t`Listings` },
    { id: "users", href: "/admin/users", label: t`Users` },
    ...(user.role === "admin" ? [{ id: "audit" as const, href: "/admin/audit", label: t`Audit log` }] : []),
  ];
  return (
    <nav aria-label={t`Console`} className="mt-4 border-b">
      <ul className="flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              aria-current={item.id === section ? "page" : undefined}
              className={cn(
                "inline-block border-b-2 px-3 py-2 text-sm font-medium",
                item.id === section
                  ? "border-primary text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The console's frame: sign-in for anonymous visitors, a 403 page for accounts without a staff role, and
 * the console's navigation for moderators and admins. The API checks the role again on every call.
 */
export function AdminLayout({
  section,
  next,
  children,
}: {
  section: AdminSection;
  next: string;
  children: (user: User) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <SignInRequired
      next={next}
      title={t`Sign in to the operator's console`}
      description={t`The console is for the site's moderators and admins.`}
    >
      {(user) =>
        isStaffRole(user.role) ? (
          <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
            <p className="text-sm text-muted-foreground">
              <Trans>
                Operator&apos;s console · signed in as <bdi translate="no">{user.username}</bdi>
              </Trans>
            </p>
            <AdminNav user={user} section={section} />
            <div className="mt-6">{children(user)}</div>
          </div>
        ) : (
          <Forbidden />
        )
      }
    </SignInRequired>
  );
}
