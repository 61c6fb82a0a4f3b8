import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { RefreshCw, Upload } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  FEED_FORMATS,
  feedSettingsInputSchema,
  feedUploadInputSchema,
  type FeedRun,
  type FeedState,
} from "@shared/agency";
import { formatDateTime } from "@shared/format";
import { translateFieldError, translateMessage } from "@shared/messages";
import { SelectField, TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { zodResolver } from "@/lib/zod-resolver";
import { agencyKeys, feedQueryOptions, runFeed, saveFeed, uploadFeed } from "../api/agency-account";
import { AGENCY_SECTION, BesideFields } from "./agency-section";

const FORMAT_OPTIONS = FEED_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }));

function RunReport({ run }: { run: FeedRun }) {
  const formatLocale = useFormatLocale();
  const locale = useLocale();
  const { created, updated, unchanged, unpublished, failed } = run;
  return (
    <article className="space-y-2 rounded-lg border p-3" data-testid="feed-run">
      <p className="font-medium">
        {run.outcome === "ok" ? (
          <Trans>Imported {formatDateTime(run.finishedAt, formatLocale)}</Trans>
        ) : run.outcome === "partial" ? (
          <Trans>Imported with problems {formatDateTime(run.finishedAt, formatLocale)}</Trans>
        ) : (
          <Trans>Import failed {formatDateTime(run.finishedAt, formatLocale)}</Trans>
        )}
      </p>
      {run.error ? (
        <p className="text-destructive" dir="auto">
          {translateMessage(run.error, locale)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>
            {created} new, {updated} updated, {unchanged} unchanged, {unpublished} taken off the site,{" "}
            {failed} with errors
          </Trans>
        </p>
      )}
      {run.archiveSkipped && (
        <p className="text-sm" dir="auto" data-testid="feed-run-kept">
          {translateMessage(run.archiveSkipped, locale)}
        </p>
      )}
      {run.errors.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start">
                <th className="pe-4 text-start font-medium">
                  <Trans>Reference</Trans>
                </th>
                <th className="pe-4 text-start font-medium">
                  <Trans>Field</Trans>
                </th>
                <th className="text-start font-medium">
                  <Trans>Problem</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {run.errors.map((error, index) => (
                <tr key={index} className="border-t align-top">
                  <td className="pe-4" dir="ltr">
                    {error.reference ?? `#${error.position}`}
                  </td>
                  <td className="pe-4" dir="ltr">
                    {error.field ?? "—"}
                  </td>
                  <td dir="auto">{translateFieldError(error.message, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

/** The feed's settings form, checked by the server's rules (shared/agency.ts); the interval stays hourly. */
const feedFormSchema = feedSettingsInputSchema.pick({ url: true, format: true });

function FeedSettingsForm({ feed, onSaved }: { feed: FeedState["feed"]; onSaved: () => Promise<unknown> }) {
  const { t } = useLingui();
  const form = useForm<z.input<typeof feedFormSchema>, unknown, z.output<typeof feedFormSchema>>({
    resolver: zodResolver(feedFormSchema),
    defaultValues: { url: feed?.url ?? "", format: feed?.format ?? "xml" },
  });
  const save = useMutation({
    mutationFn: saveFeed,
    onSuccess: onSaved,
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Could not save the feed`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <SafeForm
      form={form}
      className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-start"
      onSubmit={(values) => save.mutateAsync(values)}
    >
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="url"
            label={t`Feed address`}
            type="url"
            dir="ltr"
            autoComplete="off"
            placeholder="https://"
          />
          <SelectField control={form.control} name="format" label={t`Format`} options={FORMAT_OPTIONS} />
          <BesideFields fromSmall>
            <Button type="submit" className="w-full" disabled={pending}>
              <Trans>Save feed</Trans>
            </Button>
          </BesideFields>
        </>
      )}
    </SafeForm>
  );
}

/**
 * A feed file imported at once: picking the file sends it (XML, or JSON by its name). The server's upload
 * rules (shared/agency.ts: not empty, at most 5 MB) are checked first and shown under the button.
 */
function FeedUploadForm({ onImported }: { onImported: () => Promise<unknown> }) {
  const { t } = useLingui();
  const form = useForm<
    z.input<typeof feedUploadInputSchema>,
    unknown,
    z.output<typeof feedUploadInputSchema>
  >({
    resolver: zodResolver(feedUploadInputSchema),
    defaultValues: { format: "xml", content: "" },
  });
  const upload = useMutation({
    mutationFn: uploadFeed,
    onSuccess: onImported,
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Could not import the file`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <SafeForm form={form} onSubmit={(values) => upload.mutateAsync(values)}>
      {(pending) => (
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem>
              <FormLabel
                className={cn(
                  buttonVariants({ variant: "outline" }),
                  "cursor-pointer text-foreground",
                  pending && "pointer-events-none opacity-50",
                )}
              >
                <Upload className="size-4" aria-hidden="true" />
                <Trans>Upload a feed file</Trans>
              </FormLabel>
              <FormControl>
                <input
                  type="file"
                  accept=".xml,.json,application/xml,text/xml,application/json"
                  className="sr-only"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  disabled={pending}
                  onChange={async (event) => {
                    const input = event.currentTarget;
                    const file = input.files?.[0];
                    input.value = "";
                    if (!file) return;
                    form.setValue("format", file.name.toLowerCase().endsWith(".json") ? "json" : "xml");
                    form.setValue("content", await file.text());
                    input.form?.requestSubmit();
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </SafeForm>
  );
}

/** The agency's listing feed: its address (fetched hourly), an import now, a file upload, the latest runs. */
export function Feed() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(feedQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyKeys.feed });
  const run = useMutation({
    mutationFn: runFeed,
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: t`Could not run the import`, description: errorText(error), variant: "destructive" }),
  });
  return (
    <section className={AGENCY_SECTION} aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="text-lg font-semibold">
        <Trans>Listing feed</Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          Give the address of your CRM's XML or JSON feed: we fetch it every hour, add and update your
          listings by reference number and take off the site those that left the feed.
        </Trans>
      </p>
      <FeedSettingsForm feed={data.feed} onSaved={refresh} />
      <div className="flex flex-wrap items-start gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!data.feed || run.isPending}
          onClick={() => run.mutate()}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          <Trans>Import now</Trans>
        </Button>
        <FeedUploadForm onImported={refresh} />
      </div>
      <h3 className="font-semibold">
        <Trans>Latest imports</Trans>
      </h3>
      {data.runs.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No imports yet.</Trans>
        </p>
      ) : (
        <div className="space-y-3">
          {data.runs.map((item) => (
            <RunReport key={item.id} run={item} />
          ))}
        </div>
      )}
    </section>
  );
}
