import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { SavedSearchFrequency } from "@shared/saved-search-options";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { SearchNameField } from "./search-name-field";
import { saveSearch, useSavedSearchMutation, type SaveSearchInput } from "../api/saved-searches-api";
import { defaultSearchName } from "../search-name";
import { useFrequencyOptions } from "./frequency-options";

/**
 * The "Save search" dialog (save-search-button.tsx): loaded when it is first opened, so the search pages'
 * first visit does without the dialog's code (its JavaScript budget is 120 KB, docs/benchmarks.md §4b).
 */
export default function SaveSearchDialog({
  filters,
  onClose,
}: {
  filters: Record<string, string>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [name, setName] = useState(() => defaultSearchName(filters, i18n));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>("daily");
  // One key per attempt: a double click or a retry after a lost answer saves once (decision 0030).
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const frequencyOptions = useFrequencyOptions();
  const save = useSavedSearchMutation((input: SaveSearchInput) => saveSearch(input, attemptKey));
  const fieldErrors = save.error instanceof ApiRequestError ? save.error.fieldErrors : {};
  const nameError = fieldErrors.name?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { name, filters, frequency },
      {
        onSuccess: () => {
          toast({
            title: t`Search saved`,
            description:
              frequency === "none"
                ? t`Find it under Saved searches in your dashboard.`
                : t`We'll email you new listings that match. Manage it under Saved searches in your dashboard.`,
          });
          onClose();
        },
        onError: () => setAttemptKey(crypto.randomUUID()),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={`${id}-description`}>
        <form method="post" onSubmit={submit} className="grid gap-4" noValidate>
          <DialogTitle>
            <Trans>Save this search</Trans>
          </DialogTitle>
          <DialogDescription id={`${id}-description`}>
            <Trans>
              Keep this search with its filters, and choose whether to hear about new listings that match.
            </Trans>
          </DialogDescription>
          <SearchNameField
            id={`${id}-name`}
            name={name}
            onName={setName}
            error={nameError}
            errorId={`${id}-name-error`}
            className="grid gap-2"
            required
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-frequency`}>
              <Trans>Email me new matches</Trans>
            </Label>
            <NativeSelect
              id={`${id}-frequency`}
              value={frequency}
              options={frequencyOptions}
              onValueChange={(value) => setFrequency(value as SavedSearchFrequency)}
            />
          </div>
          {save.error && !nameError && (
            <p role="alert" className="text-sm text-destructive">
              {errorText(save.error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <Trans>Save search</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
