import { Trans } from "@lingui/react/macro";
import { SAVED_SEARCH_NAME_MAX } from "@shared/saved-search-options";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A saved search's name box with its label and, when there is one, its error (`errorId` names it). */
export function SearchNameField({
  id,
  name,
  onName,
  error,
  errorId,
  className,
  required,
  autoFocus,
}: {
  id: string;
  name: string;
  onName: (name: string) => void;
  error: string | null | undefined;
  errorId: string;
  className: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        <Trans>Name</Trans>
      </Label>
      <Input
        id={id}
        dir="auto"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onName(event.target.value)}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
