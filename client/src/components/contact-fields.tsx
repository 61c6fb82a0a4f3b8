import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { FormFieldRow, TextField } from "@/components/form-field";
import { Input } from "@/components/ui/input";

/** The fields every form that writes to a person shares; the phone is optional everywhere. */
interface ContactFieldValues {
  name: string;
  email: string;
  phone?: unknown;
}

/**
 * Name, email and optional phone, for a form inside shadcn's `Form` whose schema has those three fields
 * (the contact form, a listing's enquiry form). Each field's error shows under it.
 */
export function ContactFields({
  maxLength,
  phoneHint,
}: {
  /** The schema's limits, when the boxes should stop where the server would refuse. */
  maxLength?: { name: number; email: number; phone: number };
  phoneHint?: ReactNode;
}) {
  const { t } = useLingui();
  const { control } = useFormContext<ContactFieldValues>();
  return (
    <>
      <TextField
        control={control}
        name="name"
        label={t`Your name`}
        autoComplete="name"
        dir="auto"
        maxLength={maxLength?.name}
      />
      <TextField
        control={control}
        name="email"
        label={t`Email`}
        dir="auto"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={maxLength?.email}
      />
      <FormFieldRow
        control={control}
        name="phone"
        label={
          <>
            <Trans>
              Phone <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          </>
        }
        description={phoneHint}
      >
        {(field) => (
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="auto"
            maxLength={maxLength?.phone}
            {...field}
            value={typeof field.value === "string" ? field.value : ""}
          />
        )}
      </FormFieldRow>
    </>
  );
}
