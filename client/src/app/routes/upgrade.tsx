import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link, useParams } from "wouter";
import type { User } from "@shared/user";
import { PageSpinner } from "@/components/page-spinner";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { getUpgradeListingQueryOptions } from "@/features/upgrade/api/upgrade-api";
import { UpgradePanel } from "@/features/upgrade/components/upgrade-panel";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";

function Notice({ status, title, text }: { status: 403 | 404; title: string; text: string }) {
  useHttpStatus(status);
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <p className="text-sm font-semibold text-primary">
        <bdi>{status}</bdi>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <Button asChild className="mt-6">
        <Link href="/dashboard">
          <Trans>Go to your dashboard</Trans>
        </Link>
      </Button>
    </section>
  );
}

function Upgrade({ id, user }: { id: number; user: User }) {
  const { data: listing } = useSuspenseQuery(getUpgradeListingQueryOptions(id));
  const { t } = useLingui();
  if (!listing)
    return <Notice status={404} title={t`Listing not found`} text={t`There is no listing ${id}.`} />;
  if (listing.ownerId !== user.id) {
    return (
      <Notice
        status={403}
        title={t`This is not your listing`}
        text={t`Only the owner of a listing can feature it. Sign in with the account that listed it.`}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Feature your listing</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground">
        <Trans>Featured listings come first in search results and appear on the home page.</Trans>
      </p>
      <div className="mt-8">
        <QueryErrorBoundary label={t`Your orders`}>
          <Suspense fallback={<PageSpinner />}>
            <UpgradePanel listing={listing} />
          </Suspense>
        </QueryErrorBoundary>
      </div>
    </div>
  );
}

export default function UpgradePage() {
  const { t } = useLingui();
  const raw = useParams<{ id: string }>().id ?? "";
  const id =
    /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  usePageMeta({
    title: t`Feature your listing`,
    description: t`Feature your listing for 7 or 30 days: first in search results and on the home page.`,
    noindex: true,
  });
  if (id === undefined)
    return <Notice status={404} title={t`Listing not found`} text={t`That is not a listing address.`} />;
  return (
    <SignInRequired
      next={`/upgrade/${id}`}
      title={t`Sign in to feature your listing`}
      description={t`Only the owner of a listing can feature it.`}
    >
      {(user) => <Upgrade id={id} user={user} />}
    </SignInRequired>
  );
}
