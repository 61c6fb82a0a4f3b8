import { useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { useParams } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { NewsletterUnsubscribe } from "@/features/newsletter/components/newsletter-unsubscribe";
import { usePageMeta } from "@/lib/seo";

/** /newsletter/unsubscribe/:token (and /ar/…): the newsletter's signed unsubscribe link, no sign-in. */
export default function NewsletterUnsubscribePage() {
  const { t } = useLingui();
  const { token = "" } = useParams<{ token: string }>();
  usePageMeta({
    title: t`Unsubscribe from the newsletter`,
    description: t`Stop the monthly market update with the link from one of its emails.`,
    noindex: true,
  });
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <QueryErrorBoundary label={t`Your subscription`}>
        <Suspense fallback={<PageSpinner />}>
          <NewsletterUnsubscribe token={token} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
