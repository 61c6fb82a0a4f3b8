import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { NotFoundMessage } from "@/components/not-found-message";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";

export default function NotFoundPage() {
  useHttpStatus(404);
  const { t } = useLingui();
  usePageMeta({
    title: t`Page not found`,
    description: t`The page you were looking for does not exist.`,
    noindex: true,
  });
  return (
    <NotFoundMessage
      title={t`Page not found`}
      actions={
        <div className="mt-6 flex gap-3">
          <Link href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
            <Trans>Go home</Trans>
          </Link>
          <Link href="/search" className="rounded-md border px-4 py-2 font-medium">
            <Trans>Search properties</Trans>
          </Link>
        </div>
      }
    >
      <Trans>
        The page you were looking for has moved or never existed. Try a search, or start from the home page.
      </Trans>
    </NotFoundMessage>
  );
}
