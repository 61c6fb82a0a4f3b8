import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { addMemberInputSchema, type MyAgency } from "@shared/agency";
import { SelectField, TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { zodResolver } from "@/lib/zod-resolver";
import { addMember, agencyKeys, removeMember } from "../api/agency-account";
import { AGENCY_SECTION, BesideFields } from "./agency-section";

/** Adds a person by their account's email (they must have signed up), as an agent or an admin. */
function AddMemberForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof addMemberInputSchema>, unknown, z.output<typeof addMemberInputSchema>>({
    resolver: zodResolver(addMemberInputSchema),
    defaultValues: { email: "", role: "agent" },
  });
  const add = useMutation({
    mutationFn: addMember,
    onSuccess: async () => {
      form.reset({ email: "", role: form.getValues("role") });
      await queryClient.invalidateQueries({ queryKey: agencyKeys.mine });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Could not add the person`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <SafeForm
      form={form}
      className="grid gap-2 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
      onSubmit={(values) => add.mutateAsync(values)}
    >
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="email"
            label={t`Email of their account`}
            type="email"
            dir="ltr"
            autoComplete="off"
          />
          <SelectField
            control={form.control}
            name="role"
            label={t`Role`}
            options={[
              { value: "agent", label: t`Agent` },
              { value: "admin", label: t`Admin` },
            ]}
          />
          <BesideFields fromSmall>
            <Button type="submit" className="w-full" disabled={pending}>
              <Trans>Add person</Trans>
            </Button>
          </BesideFields>
        </>
      )}
    </SafeForm>
  );
}

/** The agency's people (accounts that can sign in as it) and the form to add one. */
export function Members({ agency }: { agency: MyAgency }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.mine }),
    onError: (error) =>
      toast({ title: t`Could not remove the person`, description: errorText(error), variant: "destructive" }),
  });
  return (
    <section className={AGENCY_SECTION} aria-labelledby="members-heading">
      <h2 id="members-heading" className="text-lg font-semibold">
        <Trans>People</Trans>
      </h2>
      <ul className="divide-y rounded-lg border">
        {agency.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span dir="auto">
              {member.username}{" "}
              <span className="text-sm text-muted-foreground">
                {member.role === "admin" ? <Trans>Admin</Trans> : <Trans>Agent</Trans>}
              </span>
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(member.userId)}
            >
              <Trans>Remove</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <AddMemberForm />
    </section>
  );
}
