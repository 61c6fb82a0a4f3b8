import type { ReactNode } from "react";
import { Link } from "wouter";
import { NotFoundMessage } from "@/components/not-found-message";
import { usePageMeta } from "@/lib/seo";

/**
 * A page for an address we have nothing at: its head (title, description, kept out of search engines) and a
 * 404 body whose one way out (`actionHref`, `actionLabel`) is a button-like link.
 */
export function NotFoundPage({
  title,
  description,
  actionHref,
  actionLabel,
  children,
}: {
  title: string;
  description: string;
  actionHref: string;
  actionLabel: ReactNode;
  children: ReactNode;
}) {
  usePageMeta({ title, description, noindex: true });
  return (
    <NotFoundMessage
      title={title}
      actions={
        <Link
          href={actionHref}
          className="mt-6 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          {actionLabel}
        </Link>
      }
    >
      {children}
    </NotFoundMessage>
  );
}
