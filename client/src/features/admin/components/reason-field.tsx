import { Trans } from "@lingui/react/macro";
import { Textarea } from "@/components/ui/textarea";

/** The optional reason a moderator gives for an action, kept in the audit log; its error under it. */
export function ReasonField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Reason (optional)</Trans>
      </label>
      <Textarea
        id={id}
        dir="auto"
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
