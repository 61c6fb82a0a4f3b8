import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Pencil, Search, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { savedSearchPath, type SavedSearchFrequency } from "@shared/saved-search-options";
import type { SavedSearch } from "@shared/saved-search";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import {
  changeSavedSearch,
  deleteSavedSearch,
  getSavedSearchesQueryOptions,
  markSavedSearchSeen,
  useSavedSearchMutation,
  type SavedSearchChanges,
} from "../api/saved-searches-api";
import { defaultSearchName } from "../search-name";
import { SearchNameField } from "./search-name-field";
import { useFrequencyOptions } from "./frequency-options";

/** The dashboard's "Saved searches" tab: each search with its new matches, renamed, re-timed or deleted. */
export function SavedSearchesTab({ userId }: { userId: number }) {
  const { data } = useSuspenseQuery(getSavedSearchesQueryOptions(userId));
  if (data.length === 0) {
    return (
      <EmptyState
        title={<Trans>No saved searches yet</Trans>}
        action={
          <Button asChild className="mt-4" variant="outline">
            <Link href="/search">
              <Trans>Search properties</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>
          Search, then press “Save search” to keep it here and hear about new listings that match.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">
        <Plural value={data.length} one="# saved search" other="# saved searches" />
      </h2>
      <ul className="space-y-3">
        {data.map((saved) => (
          <li key={saved.id}>
            <SavedSearchRow saved={saved} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SavedSearchRow({ saved }: { saved: SavedSearch }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const frequencyOptions = useFrequencyOptions();
  const change = useSavedSearchMutation((changes: SavedSearchChanges) =>
    changeSavedSearch(saved.id, changes),
  );
  const remove = useSavedSearchMutation(() => deleteSavedSearch(saved.id));
  const seen = useSavedSearchMutation(() => markSavedSearchSeen(saved.id));
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: t`Could not save the change`, description: errorText(error) });
  const path = savedSearchPath(saved.filters);
  const described = defaultSearchName(saved.filters, i18n);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 flex-1 space-y-1">
        {renaming ? (
          <RenameForm
            saved={saved}
            pending={change.isPending}
            error={change.error}
            onCancel={() => setRenaming(false)}
            onSave={(name) => change.mutate({ name }, { onSuccess: () => setRenaming(false) })}
          />
        ) : (
          <h3 id={`${id}-name`} className="break-words font-semibold" dir="auto">
            {saved.name}
          </h3>
        )}
        {/* What the search looks for, when its name does not already say so. */}
        {described !== saved.name && <p className="text-sm text-muted-foreground">{described}</p>}
        {saved.newMatches > 0 ? (
          <Badge>
            {saved.newMatches >= 100 ? (
              <Trans>99+ new</Trans>
            ) : (
              <Plural value={saved.newMatches} one="# new listing" other="# new listings" />
            )}
          </Badge>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No new listings since you last looked</Trans>
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:w-72">
        <Label htmlFor={`${id}-frequency`} className="text-xs text-muted-foreground">
          <Trans>Email alerts</Trans>
        </Label>
        <NativeSelect
          id={`${id}-frequency`}
          value={saved.frequency}
          options={frequencyOptions}
          disabled={change.isPending}
          onValueChange={(value) =>
            change.mutate({ frequency: value as SavedSearchFrequency }, { onError: failed })
          }
        />
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={path} onClick={() => seen.mutate(undefined)}>
              <Search aria-hidden="true" />
              <Trans>Open</Trans>
              <span className="sr-only" dir="auto">
                {saved.name}
              </span>
            </Link>
          </Button>
          {!renaming && (
            <Button size="sm" variant="outline" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              <Trans>Rename</Trans>
              <span className="sr-only" dir="auto">
                {saved.name}
              </span>
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete</Trans>
                <span className="sr-only" dir="auto">
                  {saved.name}
                </span>
              </Button>
            }
            title={t`Delete this saved search?`}
            description={
              <Trans>
                “<bdi>{saved.name}</bdi>” and its email alerts will be deleted. Listings are not affected.
              </Trans>
            }
            confirmLabel={t`Delete`}
            destructive
            onConfirm={() => remove.mutate(undefined, { onError: failed })}
          />
        </div>
      </div>
    </article>
  );
}

function RenameForm({
  saved,
  pending,
  error,
  onSave,
  onCancel,
}: {
  saved: SavedSearch;
  pending: boolean;
  error: Error | null;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(saved.name);
  const message =
    error instanceof ApiRequestError
      ? (error.fieldErrors.name?.[0] ?? errorText(error))
      : error && errorText(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSave(name);
  };
  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <SearchNameField
        id={`${id}-name`}
        name={name}
        onName={setName}
        error={message}
        errorId={`${id}-error`}
        className="grid flex-1 gap-1"
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
