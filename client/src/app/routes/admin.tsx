import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { AUDIT_TARGET_TYPES } from "@shared/moderation-options";
import { PageSpinner } from "@/components/page-spinner";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import {
  AUDIT_PAGE_SIZE,
  getAdminListingQueryOptions,
  getAdminListingsQueryOptions,
  getAdminUsersQueryOptions,
  getAuditQueryOptions,
  getQueueQueryOptions,
  type AuditFilter,
} from "@/features/admin/api/admin-api";
import { AdminLayout, type AdminSection } from "@/features/admin/components/admin-layout";
import { AdminListingList, AdminSearchForm } from "@/features/admin/components/admin-listings";
import { AdminSignals } from "@/features/admin/components/admin-signals";
import { AdminUserList } from "@/features/admin/components/admin-users";
import { AuditLog } from "@/features/admin/components/audit-log";
import { ListingReview } from "@/features/admin/components/listing-review";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";

const MAX_ID = 2_147_483_647;
const idOf = (raw: string | null | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID ? Number(raw) : undefined;

function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <QueryErrorBoundary label={label}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </QueryErrorBoundary>
  );
}

function Queue() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(getQueueQueryOptions());
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold tracking-tight">
        <Trans>Moderation queue</Trans>
      </h1>
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>
          Hidden listings first, then those whose owner answered, then by how many people reported them.
        </Trans>
      </p>
      <AdminListingList listings={data} empty={t`Nothing waiting for review.`} />
      <AdminSignals />
    </>
  );
}

function Listings({ q }: { q: string }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(getAdminListingsQueryOptions(q));
  return <AdminListingList listings={data} empty={t`No listings match.`} />;
}

function ListingPage({ id }: { id: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(getAdminListingQueryOptions(id));
  if (!data) return <NotFound text={t`There is no listing ${id}.`} />;
  return <ListingReview listing={data} />;
}

function NotFound({ text }: { text: string }) {
  useHttpStatus(404);
  return (
    <section className="py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Not found</Trans>
      </h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Link href="/admin" className="mt-4 inline-block font-medium text-primary hover:underline">
        <Trans>Back to the queue</Trans>
      </Link>
    </section>
  );
}

function Users({ q, viewer }: { q: string; viewer: Parameters<typeof AdminUserList>[0]["viewer"] }) {
  const { data } = useSuspenseQuery(getAdminUsersQueryOptions(q));
  return <AdminUserList users={data} viewer={viewer} />;
}

function Audit({ filter }: { filter: AuditFilter }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(getAuditQueryOptions(filter));
  const pages = Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filter.actorId) params.set("actorId", String(filter.actorId));
    if (filter.targetType) params.set("targetType", filter.targetType);
    if (filter.targetId) params.set("targetId", String(filter.targetId));
    params.set("page", String(page));
    return `/admin/audit?${params.toString()}`;
  };
  return (
    <>
      <AuditLog entries={data.items} />
      {pages > 1 && (
        <nav aria-label={t`Audit log pages`} className="mt-4 flex gap-4 text-sm">
          {filter.page > 1 && (
            <Link href={pageHref(filter.page - 1)} className="text-primary hover:underline">
              <Trans>Newer</Trans>
            </Link>
          )}
          {filter.page < pages && (
            <Link href={pageHref(filter.page + 1)} className="text-primary hover:underline">
              <Trans>Older</Trans>
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** Which console page a path is: /admin, /admin/listings[/:id], /admin/users, /admin/audit. */
function sectionOf(path: string): { section: AdminSection; listingId?: number } | null {
  if (path === "/admin" || path === "/admin/") return { section: "queue" };
  if (path === "/admin/listings") return { section: "listings" };
  if (path === "/admin/users") return { section: "users" };
  if (path === "/admin/audit") return { section: "audit" };
  const match = /^\/admin\/listings\/([^/]+)$/.exec(path);
  if (match) return { section: "listings", listingId: idOf(match[1]) ?? -1 };
  return null;
}

/**
 * The operator's console (docs/decisions/0050): server-rendered like every page, never indexed (noindex,
 * and robots.txt disallows /admin), sign-in for anonymous visitors, 403 for accounts without a staff role.
 */
export default function AdminPage() {
  const { t } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const found = sectionOf(path);
  const titles: Record<AdminSection, string> = {
    queue: t`Moderation queue`,
    listings: t`Listings`,
    users: t`Users`,
    audit: t`Audit log`,
  };
  usePageMeta({
    title: found ? titles[found.section] : t`Operator's console`,
    description: t`Moderation queue, listings, users and audit log.`,
    noindex: true,
  });
  if (!found)
    return (
      <AdminLayout section="queue" next="/admin">
        {() => <NotFound text={t`There is no such console page.`} />}
      </AdminLayout>
    );
  const next = search ? `${path}?${search}` : path;
  return (
    <AdminLayout section={found.section} next={next}>
      {(user) => {
        switch (found.section) {
          case "queue":
            return (
              <Loading label={t`The queue`}>
                <Queue />
              </Loading>
            );
          case "listings":
            if (found.listingId !== undefined) {
              return found.listingId > 0 ? (
                <Loading label={t`The listing`}>
                  <ListingPage id={found.listingId} />
                </Loading>
              ) : (
                <NotFound text={t`That is not a listing address.`} />
              );
            }
            return (
              <>
                <h1 className="mb-4 text-2xl font-bold tracking-tight">
                  <Trans>Listings</Trans>
                </h1>
                <div className="mb-4">
                  <AdminSearchForm
                    action="/admin/listings"
                    q={q}
                    label={t`Listing id or words of the title`}
                  />
                </div>
                <Loading label={t`Listings`}>
                  <Listings q={q} />
                </Loading>
              </>
            );
          case "users":
            return (
              <>
                <h1 className="mb-4 text-2xl font-bold tracking-tight">
                  <Trans>Users</Trans>
                </h1>
                <div className="mb-4">
                  <AdminSearchForm action="/admin/users" q={q} label={t`Account id, username or email`} />
                </div>
                <Loading label={t`Users`}>
                  <Users q={q} viewer={user} />
                </Loading>
              </>
            );
          case "audit": {
            if (user.role !== "admin") {
              return <NotFound text={t`Only an admin can read the audit log.`} />;
            }
            const targetType = params.get("targetType");
            const filter: AuditFilter = {
              actorId: idOf(params.get("actorId")),
              targetType: (AUDIT_TARGET_TYPES as readonly string[]).includes(targetType ?? "")
                ? (targetType as AuditFilter["targetType"])
                : undefined,
              page: idOf(params.get("page")) ?? 1,
            };
            if (filter.targetType) filter.targetId = idOf(params.get("targetId"));
            return (
              <>
                <h1 className="mb-4 text-2xl font-bold tracking-tight">
                  <Trans>Audit log</Trans>
                </h1>
                {(filter.actorId || filter.targetId) && (
                  <p className="mb-4 text-sm">
                    <Link href="/admin/audit" className="text-primary hover:underline">
                      <Trans>Show every entry</Trans>
                    </Link>
                  </p>
                )}
                <Loading label={t`Audit log`}>
                  <Audit filter={filter} />
                </Loading>
              </>
            );
          }
        }
      }}
    </AdminLayout>
  );
}
