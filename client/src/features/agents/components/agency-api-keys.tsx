import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Copy, KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createApiKeyInputSchema, type CreatedApiKey } from "@shared/agency";
import { formatDateTime } from "@shared/format";
import { TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useFormatLocale } from "@/lib/i18n";
import { zodResolver } from "@/lib/zod-resolver";
import { agencyKeys, apiKeysQueryOptions, createApiKey, revokeApiKey } from "../api/agency-account";
import { AGENCY_SECTION, BesideFields } from "./agency-section";

function NewKey({ created }: { created: CreatedApiKey }) {
  const { t } = useLingui();
  return (
    <div className="space-y-2 rounded-lg border border-primary/40 bg-secondary/40 p-4" role="status">
      <p className="font-medium">
        <Trans>Your new key “{created.name}”. Copy it now: it will not be shown again.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="break-all rounded bg-background px-2 py-1 text-sm"
          dir="ltr"
          data-testid="new-api-key"
        >
          {created.key}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(created.key);
            toast({ title: t`Key copied` });
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          <Trans>Copy</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Names a new key; the key itself is shown once, by `onCreated`'s caller. */
function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<
    z.input<typeof createApiKeyInputSchema>,
    unknown,
    z.output<typeof createApiKeyInputSchema>
  >({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: "" },
  });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      onCreated(key);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: agencyKeys.keys });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Could not create the key`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <SafeForm
      form={form}
      className="flex flex-wrap items-start gap-2"
      onSubmit={(values) => create.mutateAsync(values.name)}
    >
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="name"
            label={t`Key name`}
            className="min-w-48 flex-1"
            dir="auto"
            maxLength={60}
            autoComplete="off"
            placeholder={t`For example: CRM sync`}
          />
          <BesideFields>
            <Button type="submit" className="w-full" disabled={pending}>
              <Trans>Create key</Trans>
            </Button>
          </BesideFields>
        </>
      )}
    </SafeForm>
  );
}

/** The agency's API keys for its CRM: create one (shown once), see when each was last used, revoke. */
export function ApiKeys() {
  const { t } = useLingui();
  const formatLocale = useFormatLocale();
  const queryClient = useQueryClient();
  const { data: keys } = useSuspenseQuery(apiKeysQueryOptions());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.keys }),
    onError: (error) =>
      toast({ title: t`Could not revoke the key`, description: errorText(error), variant: "destructive" }),
  });
  return (
    <section className={AGENCY_SECTION} aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="size-5" aria-hidden="true" />
        <Trans>API keys</Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          Your CRM uses a key to create and update your agency's listings by their reference numbers (see the
          API documentation). A key can touch only your agency's listings.
        </Trans>
      </p>
      <CreateKeyForm onCreated={setCreated} />
      {created && <NewKey created={created} />}
      {keys.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No keys yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-medium" dir="auto">
                  {key.name}{" "}
                  <code className="text-sm text-muted-foreground" dir="ltr">
                    {key.prefix}…
                  </code>
                </p>
                <p className="text-sm text-muted-foreground">
                  {key.revokedAt ? (
                    <Trans>Revoked {formatDateTime(key.revokedAt, formatLocale)}</Trans>
                  ) : key.lastUsedAt ? (
                    <Trans>Last used {formatDateTime(key.lastUsedAt, formatLocale)}</Trans>
                  ) : (
                    <Trans>Never used</Trans>
                  )}
                </p>
              </div>
              {!key.revokedAt && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(key.id)}
                >
                  <Trans>Revoke</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
