import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { agentInputSchema, type MyAgency } from "@shared/agency";
import { AGENT_LANGUAGES } from "@shared/agent";
import { SelectField, TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { zodResolver } from "@/lib/zod-resolver";
import { languageName } from "../lib/agent-text";
import { addAgent, agencyKeys } from "../api/agency-account";
import { AGENCY_SECTION } from "./agency-section";

/** The add-agent form as typed: the areas in one box, the BRN empty when there is none. */
const addAgentFormSchema = z
  .object({
    name: z.string(),
    brn: z.string(),
    areas: z.string(),
    languages: z.array(z.enum(AGENT_LANGUAGES)),
    userId: z.number().nullable(),
  })
  .superRefine((values, context) => {
    // The server's own rules (shared/agency.ts agentInputSchema), each field's first problem under it.
    const parsed = agentInputSchema.safeParse(agentBody(values));
    if (parsed.success) return;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (seen.has(field)) continue;
      seen.add(field);
      context.addIssue({ code: "custom", message: issue.message, path: [field] });
    }
  });
type AddAgentFormValues = z.infer<typeof addAgentFormSchema>;

/** The body the server takes: areas separated by Latin or Arabic commas, an empty BRN as none. */
function agentBody(values: AddAgentFormValues) {
  return {
    name: values.name,
    brn: values.brn.trim() || null,
    languages: values.languages,
    areas: values.areas
      .split(/[,،]/)
      .map((area) => area.trim())
      .filter(Boolean),
    userId: values.userId,
  };
}

const EMPTY: AddAgentFormValues = { name: "", brn: "", areas: "", languages: [], userId: null };

function AddAgentForm({ agency }: { agency: MyAgency }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<AddAgentFormValues>({
    resolver: zodResolver(addAgentFormSchema),
    defaultValues: EMPTY,
  });
  const add = useMutation({
    mutationFn: addAgent,
    onSuccess: async () => {
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: agencyKeys.mine });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Could not add the agent`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <SafeForm form={form} className="space-y-3" onSubmit={(values) => add.mutateAsync(agentBody(values))}>
      {(pending) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
            <TextField control={form.control} name="name" label={t`Agent's name`} dir="auto" />
            <TextField
              control={form.control}
              name="brn"
              label={t`Broker registration number (BRN)`}
              dir="ltr"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="areas"
              label={t`Areas covered (separated by commas)`}
              dir="auto"
            />
            <SelectField
              control={form.control}
              name="userId"
              label={t`Their account (optional)`}
              parse={(value) => (value ? Number(value) : null)}
              options={[
                { value: "", label: t`None` },
                ...agency.members.map((member) => ({ value: String(member.userId), label: member.username })),
              ]}
            />
          </div>
          <FormField
            control={form.control}
            name="languages"
            render={({ field }) => {
              const chosen = field.value;
              return (
                <FormItem>
                  <fieldset>
                    <legend className="mb-2 text-sm font-medium">
                      <Trans>Languages</Trans>
                    </legend>
                    <div className="flex flex-wrap gap-x-4 gap-y-2">
                      {AGENT_LANGUAGES.map((language) => (
                        <label key={language} className="flex items-center gap-2 text-sm">
                          {/* No name: the pre-hydration copy (lib/form-safety) handles one value per name. */}
                          <input
                            type="checkbox"
                            checked={chosen.includes(language)}
                            onBlur={field.onBlur}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...chosen, language]
                                  : chosen.filter((item) => item !== language),
                              )
                            }
                          />
                          {languageName(language, i18n) ?? language}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <FormMessage />
                </FormItem>
              );
            }}
          />
          <Button type="submit" disabled={pending}>
            <Trans>Add agent</Trans>
          </Button>
        </>
      )}
    </SafeForm>
  );
}

/** The agency's agent profiles (shown on its page and its listings) and the form to add one. */
export function Agents({ agency }: { agency: MyAgency }) {
  const { t, i18n } = useLingui();
  return (
    <section className={AGENCY_SECTION} aria-labelledby="agents-heading">
      <h2 id="agents-heading" className="text-lg font-semibold">
        <Trans>Agents</Trans>
      </h2>
      {agency.agents.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No agents yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {agency.agents.map((agent) => (
            <li key={agent.id} className="p-3">
              <Link
                href={`/agents/${agent.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
                dir="auto"
              >
                {agent.name}
              </Link>
              {agent.brn && " "}
              {agent.brn && (
                <span className="text-sm text-muted-foreground" dir="ltr">
                  {agent.brn}
                </span>
              )}
              {agent.languages.length > 0 && (
                <p className="text-sm text-muted-foreground">
                  {agent.languages.map((language) => languageName(language, i18n) ?? language).join(t`, `)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddAgentForm agency={agency} />
    </section>
  );
}
