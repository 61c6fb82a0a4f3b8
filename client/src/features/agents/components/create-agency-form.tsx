import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createAgencyInputSchema } from "@shared/agency";
import { emirateName } from "@shared/localised-names";
import { EMIRATES } from "@shared/locations";
import { SelectField, TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { zodResolver } from "@/lib/zod-resolver";
import { agencyKeys, createAgency } from "../api/agency-account";
import { AGENCY_SECTION } from "./agency-section";

/** The fields of the form, checked by the server's own rules (shared/agency.ts). */
const createAgencyFormSchema = createAgencyInputSchema.pick({ name: true, orn: true, emirate: true });

/** For someone in no agency: create one, becoming its admin. */
export function CreateAgencyForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm<
    z.input<typeof createAgencyFormSchema>,
    unknown,
    z.output<typeof createAgencyFormSchema>
  >({
    resolver: zodResolver(createAgencyFormSchema),
    defaultValues: { name: "", orn: "", emirate: "Dubai" },
  });
  const create = useMutation({
    mutationFn: createAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.mine }),
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({
          title: t`Could not create the agency`,
          description: errorText(error),
          variant: "destructive",
        });
      }
    },
  });
  return (
    <SafeForm form={form} className={AGENCY_SECTION} onSubmit={(values) => create.mutateAsync(values)}>
      {(pending) => (
        <>
          <h2 className="text-lg font-semibold">
            <Trans>Create your agency</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              An agency account lets you add your agents, connect your CRM with API keys and import your
              listings from a feed. You become the agency's admin.
            </Trans>
          </p>
          <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
            <TextField control={form.control} name="name" label={t`Agency name`} dir="auto" />
            <TextField
              control={form.control}
              name="orn"
              label={t`Office registration number (ORN)`}
              dir="auto"
            />
            <SelectField
              control={form.control}
              name="emirate"
              label={t`Emirate`}
              options={EMIRATES.map((emirate) => ({ value: emirate, label: emirateName(emirate, locale) }))}
            />
          </div>
          <Button type="submit" disabled={pending}>
            <Trans>Create agency</Trans>
          </Button>
        </>
      )}
    </SafeForm>
  );
}
