import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { agentInputSchema, type MyAgency } from "@shared/agency";
import { AGENT_LANGUAGES } from "@shared/agent";
import { SelectField, TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import { AgentAvatar } from "@/components/agent-avatar";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { zodResolver } from "@/lib/zod-resolver";
import { languageName } from "../lib/agent-text";
import { addAgent, agencyKeys, updateAgent, uploadAgentPhoto } from "../api/agency-account";
import { AGENCY_SECTION } from "./agency-section";

/** The agent form as typed: the areas in one box, the BRN empty when there is none. */
const agentFormSchema = z
  .object({
    name: z.string(),
    brn: z.string(),
    areas: z.string(),
    languages: z.array(z.enum(AGENT_LANGUAGES)),
    userId: z.number().nullable(),
    photoUrl: z.string().nullable(),
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
type AgentFormValues = z.infer<typeof agentFormSchema>;

/** The body the server takes: areas separated by Latin or Arabic commas, an empty BRN as none. */
function agentBody(values: AgentFormValues) {
  return {
    name: values.name,
    brn: values.brn.trim() || null,
    languages: values.languages,
    areas: values.areas
      .split(/[,،]/)
      .map((area) => area.trim())
      .filter(Boolean),
    userId: values.userId,
    photoUrl: values.photoUrl,
  };
}

const EMPTY: AgentFormValues = {
  name: "",
  brn: "",
  areas: "",
  languages: [],
  userId: null,
  photoUrl: null,
};

type AgencyAgent = MyAgency["agents"][number];

/** An agent's profile as the form shows it, to edit. */
function agentValues(agent: AgencyAgent): AgentFormValues {
  return {
    name: agent.name,
    brn: agent.brn ?? "",
    areas: agent.areas.join(", "),
    languages: agent.languages.filter((language): language is (typeof AGENT_LANGUAGES)[number] =>
      (AGENT_LANGUAGES as readonly string[]).includes(language),
    ),
    userId: agent.userId,
    photoUrl: agent.photoUrl,
  };
}

/** The types an agent's photo may be: what every browser shows in an <img>. */
const AGENT_PHOTO_TYPES = "image/jpeg,image/png,image/webp";

/**
 * The optional photo: uploaded the moment it is chosen (as the listing editor's photos are), previewed,
 * removable; a refusal is written under the field and leaves the rest of the form as typed.
 */
function AgentPhotoField({
  form,
  onUploadingChange,
}: {
  form: UseFormReturn<AgentFormValues>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };
  const choose = async (file: File) => {
    form.clearErrors("photoUrl");
    setBusy(true);
    try {
      const photo = await uploadAgentPhoto(file);
      form.setValue("photoUrl", photo.url, { shouldDirty: true });
    } catch (error) {
      form.setError("photoUrl", {
        message: errorText(error, t`The photo could not be uploaded. Please try again.`),
      });
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };
  return (
    <FormField
      control={form.control}
      name="photoUrl"
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            <Trans>Photo (optional)</Trans>
          </FormLabel>
          {field.value && (
            <div className="flex items-center gap-3">
              <AgentAvatar photoUrl={field.value} fallback={null} />
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  field.onChange(null);
                  form.clearErrors("photoUrl");
                }}
              >
                <Trans>Remove photo</Trans>
              </Button>
            </div>
          )}
          <FormControl>
            {/* No name: a file is not a value the pre-hydration copy (lib/form-safety) can keep. */}
            <input
              ref={inputRef}
              type="file"
              accept={AGENT_PHOTO_TYPES}
              disabled={uploading}
              onBlur={field.onBlur}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void choose(file);
              }}
              className="block text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            />
          </FormControl>
          {uploading && (
            <p className="text-sm text-muted-foreground" role="status">
              <Trans>Uploading the photo…</Trans>
            </p>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * Adds an agent, or with `agent` edits that one: every field is sent (the form shows them all), so a save
 * changes only what was changed here. `onDone` is told after a save or a cancel.
 */
function AgentForm({
  agency,
  agent,
  onDone,
}: {
  agency: MyAgency;
  agent?: AgencyAgent;
  onDone?: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<AgentFormValues>({
    resolver: zodResolver(agentFormSchema),
    defaultValues: agent ? agentValues(agent) : EMPTY,
  });
  const [photoUploading, setPhotoUploading] = useState(false);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof agentBody>) =>
      agent ? updateAgent(agent.id, body) : addAgent(body),
    onSuccess: async () => {
      if (!agent) form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: agencyKeys.mine });
      if (agent) toast({ title: t`Agent saved` });
      onDone?.();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({
          title: agent ? t`Could not save the agent` : t`Could not add the agent`,
          description: errorText(error),
          variant: "destructive",
        });
      }
    },
  });
  return (
    <SafeForm form={form} className="space-y-3" onSubmit={(values) => save.mutateAsync(agentBody(values))}>
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
          <AgentPhotoField form={form} onUploadingChange={setPhotoUploading} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending || photoUploading}>
              {agent ? <Trans>Save agent</Trans> : <Trans>Add agent</Trans>}
            </Button>
            {agent && (
              <Button type="button" variant="outline" onClick={onDone}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </div>
        </>
      )}
    </SafeForm>
  );
}

/**
 * The agency's agent profiles (shown on its page and its listings), each editable in place, and the form to
 * add one.
 */
export function Agents({ agency }: { agency: MyAgency }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<number | null>(null);
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
          {agency.agents.map((agent) =>
            editing === agent.id ? (
              <li key={agent.id} className="p-3">
                <h3 className="mb-2 font-medium">
                  <Trans>
                    Edit <bdi>{agent.name}</bdi>
                  </Trans>
                </h3>
                <AgentForm agency={agency} agent={agent} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={agent.id} className="flex items-start justify-between gap-3 p-3">
                <div>
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
                      {agent.languages
                        .map((language) => languageName(language, i18n) ?? language)
                        .join(t`, `)}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t`Edit ${agent.name}`}
                  onClick={() => setEditing(agent.id)}
                >
                  <Trans>Edit</Trans>
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
      <h3 className="font-medium">
        <Trans>Add an agent</Trans>
      </h3>
      <AgentForm agency={agency} />
    </section>
  );
}
