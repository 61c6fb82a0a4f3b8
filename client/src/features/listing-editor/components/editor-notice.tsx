import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** A full-page message in place of the editor: the listing is missing, or someone else's. */
export function EditorNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3 text-muted-foreground">{children}</div>
      <div className="mt-6 flex justify-center gap-3">
        <Button asChild>
          <Link href="/dashboard">
            <Trans>Go to your dashboard</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/create-listing">
            <Trans>List a new property</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
