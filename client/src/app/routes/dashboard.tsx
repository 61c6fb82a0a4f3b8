import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, ShieldCheck } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { isStaffRole } from "@shared/moderation-options";
import type { User } from "@shared/user";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AgencyTab } from "@/features/agents/components/agency-tab";
import { AccountTab } from "@/features/dashboard/components/account-tab";
import { EnquiriesTab } from "@/features/dashboard/components/enquiries-tab";
import { FavouritesTab } from "@/features/dashboard/components/favourites-tab";
import { SentEnquiriesTab } from "@/features/dashboard/components/sent-enquiries-tab";
import { MyListingsTab } from "@/features/dashboard/components/my-listings-tab";
import { UnreadCount } from "@/features/dashboard/components/unread-count";
import { PropertyCard } from "@/features/listings/components/property-card";
import { SavedSearchesTab } from "@/features/saved-searches/components/saved-searches-tab";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const TABS = [
  { id: "listings", label: msg`My listings` },
  { id: "enquiries", label: msg`Enquiries` },
  { id: "my-enquiries", label: msg`My enquiries` },
  { id: "favourites", label: msg`Favourites` },
  { id: "saved-searches", label: msg`Saved searches` },
  { id: "agency", label: msg`Agency` },
  { id: "account", label: msg`Account` },
] as const;
type TabId = (typeof TABS)[number]["id"];

function tabFrom(search: string): TabId {
  const wanted = new URLSearchParams(search).get("tab");
  return TABS.find((tab) => tab.id === wanted)?.id ?? "listings";
}

function TabLoading() {
  const { t } = useLingui();
  return (
    <div className="space-y-4" role="status" aria-label={t`Loading`}>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <QueryErrorBoundary label={label}>
      <Suspense fallback={<TabLoading />}>{children}</Suspense>
    </QueryErrorBoundary>
  );
}

function Dashboard({ user, tab }: { user: User; tab: TabId }) {
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Dashboard</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>
              Signed in as <bdi translate="no">{user.username}</bdi>
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isStaffRole(user.role) && (
            <Button asChild variant="outline">
              <Link href="/admin">
                <ShieldCheck aria-hidden="true" />
                <Trans>Operator&apos;s console</Trans>
              </Link>
            </Button>
          )}
          <Button asChild>
            <Link href="/create-listing">
              <Plus aria-hidden="true" />
              <Trans>List a property</Trans>
            </Link>
          </Button>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(value === "listings" ? "/dashboard" : `/dashboard?tab=${value}`, { replace: true })
        }
        className="mt-8"
      >
        <div>
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
            {TABS.map((item) => (
              <TabsTrigger key={item.id} value={item.id}>
                {i18n._(item.label)}
                {item.id === "enquiries" && <UnreadCount side="received" />}
                {item.id === "my-enquiries" && <UnreadCount side="sent" />}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="listings">
          <Panel label={t`Your listings`}>
            <MyListingsTab />
          </Panel>
        </TabsContent>
        <TabsContent value="enquiries">
          <Panel label={t`Your enquiries`}>
            <EnquiriesTab />
          </Panel>
        </TabsContent>
        <TabsContent value="my-enquiries">
          <Panel label={t`Enquiries you sent`}>
            <SentEnquiriesTab />
          </Panel>
        </TabsContent>
        <TabsContent value="favourites">
          <Panel label={t`Your favourites`}>
            <FavouritesTab userId={user.id} renderListing={(listing) => <PropertyCard listing={listing} />} />
          </Panel>
        </TabsContent>
        <TabsContent value="saved-searches">
          <Panel label={t`Your saved searches`}>
            <SavedSearchesTab userId={user.id} />
          </Panel>
        </TabsContent>
        <TabsContent value="agency">
          <Panel label={t`Your agency`}>
            <AgencyTab />
          </Panel>
        </TabsContent>
        <TabsContent value="account">
          <AccountTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default function DashboardPage() {
  const site = useSite();
  const { t } = useLingui();
  const tab = tabFrom(useSearch());
  usePageMeta({
    title: t`Dashboard`,
    description: t`Manage your listings, enquiries, favourites and account on ${site.siteName}.`,
    path: "/dashboard",
    noindex: true,
  });
  return (
    <SignInRequired
      next={tab === "listings" ? "/dashboard" : `/dashboard?tab=${tab}`}
      title={t`Sign in to see your dashboard`}
      description={t`Your listings, enquiries and favourites are one sign-in away.`}
    >
      {(user) => <Dashboard user={user} tab={tab} />}
    </SignInRequired>
  );
}
