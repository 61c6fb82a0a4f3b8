import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "wouter";
import { formatDate } from "@shared/format";
import type { FlagKind, ListingFlag } from "@shared/trust-signals";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ReasonField } from "./reason-field";
import { toast } from "@/hooks/use-toast";
import { apiFetchFor, apiRequest, throwIfResNotOk } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { useFormatLocale } from "@/lib/i18n";
import { adminKeys } from "@/lib/query-keys";

/*
 * The duplicate and fraud signals in the moderation queue (docs/decisions/0051): open review flags, oldest
 * first, each with its listing and a Resolve button that asks for an optional reason, kept in the audit log
 * as listing.resolve-flag. A flag never hides a listing; it keeps it unverified.
 */

const flagsKey = [...adminKeys.all, "flags"] as const;

function getOpenFlagsQueryOptions() {
  return queryOptions({
    queryKey: flagsKey,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/admin/flags", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as ListingFlag[];
    },
  });
}

const KIND_NAMES: Record<FlagKind, MessageDescriptor> = {
  "duplicate-photo": msg`Photo matches another owner's listing`,
  "permit-format": msg`Permit number not in the emirate's form`,
  "permit-unchecked": msg`Permit to look up with the regulator`,
  "brn-format": msg`Agent BRN not in RERA's form`,
  "duplicate-permit": msg`Permit shared with another listing`,
};

/** The finding in a few words: the other listing and how close its photo is, or the permit number. */
function FlagFinding({ flag }: { flag: ListingFlag }) {
  const { details } = flag;
  if (flag.kind === "duplicate-photo" || flag.kind === "duplicate-permit") {
    const other = Number(details.otherListingId);
    return (
      <Link href={`/admin/listings/${other}`} className="underline">
        <Trans>
          Other listing #<bdi>{other}</bdi>
        </Trans>
      </Link>
    );
  }
  const number = details.permitNumber ?? details.brn;
  return number == null ? null : (
    <bdi translate="no" className="font-mono">
      {String(number)}
    </bdi>
  );
}

/** Resolve, after a confirm step with an optional reason for the audit log. */
function ResolveFlagButton({
  pending,
  onResolve,
}: {
  pending: boolean;
  onResolve: (note: string | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [note, setNote] = useState("");
  return (
    <AlertDialog onOpenChange={(open) => open && setNote("")}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={pending}>
          <Trans>Resolve</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Resolve this flag?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            The same finding will not open again on this listing. Say what you checked: it is kept in the
            audit log.
          </Trans>
        </AlertDialogDescription>
        <div className="space-y-1">
          <ReasonField id={`${id}-note`} value={note} onChange={setNote} />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>{t`Cancel`}</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={() => onResolve(note.trim() || undefined)}>
            {t`Resolve`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function AdminSignals() {
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const queryClient = useQueryClient();
  const { data: flags } = useSuspenseQuery(getOpenFlagsQueryOptions());
  const resolve = useMutation({
    mutationFn: async ({ id, note }: { id: number; note?: string }) => {
      await apiRequest("POST", `/api/admin/flags/${id}/resolve`, { note });
    },
    onSuccess: () => toast({ title: t`Flag resolved` }),
    onError: (error) =>
      toast({ title: t`Could not resolve the flag`, description: errorText(error), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  return (
    <section aria-labelledby="signals-heading" className="mt-8">
      <h2 id="signals-heading" className="mb-1 text-xl font-semibold">
        <Trans>Signals</Trans>
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>
          Flags the duplicate and fraud rules raised, oldest first. A flagged listing stays public but is not
          verified until the flag is resolved.
        </Trans>
      </p>
      {flags.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          <Trans>No open flags.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {flags.map((flag) => (
            <li
              key={flag.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">{i18n._(KIND_NAMES[flag.kind])}</p>
                <p>
                  <Link
                    href={`/admin/listings/${flag.listingId}`}
                    className="font-semibold hover:underline"
                    dir="auto"
                  >
                    {flag.listingTitle}
                  </Link>{" "}
                  <span className="text-muted-foreground">
                    <Trans>
                      #<bdi>{flag.listingId}</bdi> · flagged{" "}
                      {formatDate(flag.createdAt, "short", formatLocale)}
                    </Trans>
                  </span>
                </p>
                <p className="text-muted-foreground">
                  <FlagFinding flag={flag} />
                </p>
              </div>
              <ResolveFlagButton
                pending={resolve.isPending && resolve.variables.id === flag.id}
                onResolve={(note) => resolve.mutate({ id: flag.id, note })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
