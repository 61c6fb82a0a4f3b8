import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * On a page of another language whose text exists in English only (news, guides and areas not yet
 * translated): says so, in the page's language, above the English text. `className` places it (a page
 * frame of its own width gives its margins).
 */
export function EnglishOnlyNote({ className = "mx-auto mt-6 max-w-6xl" }: { className?: string }) {
  return (
    <p
      role="note"
      className={cn("flex items-center gap-2 rounded-lg border bg-muted/60 px-4 py-3 text-sm", className)}
    >
      <Info className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <Trans>This page is available in English only for now.</Trans>
    </p>
  );
}
