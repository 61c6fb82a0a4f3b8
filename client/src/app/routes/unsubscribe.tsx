import { useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { useParams } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { UnsubscribePanel } from "@/features/saved-searches/components/unsubscribe-panel";
import { usePageMeta } from "@/lib/seo";

/** /unsubscribe/<token>: the link in every saved-search alert (docs/decisions/0047). */
export default function UnsubscribePage() {
  const { t } = useLingui();
  const { token = "" } = useParams<{ token: string }>();
  usePageMeta({
    title: t`Unsubscribe from alerts`,
    description: t`Stop the email alerts of a saved search.`,
    noindex: true,
  });
  return (
    <QueryErrorBoundary label={t`Your alert`}>
      <Suspense fallback={<PageSpinner />}>
        <UnsubscribePanel token={token} />
      </Suspense>
    </QueryErrorBoundary>
  );
}
