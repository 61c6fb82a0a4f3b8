import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Copy, KeyRound, RefreshCw, Upload } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { CreatedApiKey, FeedRun, MyAgency } from "@shared/agency";
import { AGENT_LANGUAGES } from "@shared/agent";
import { formatDateTime } from "@shared/format";
import { emirateName } from "@shared/localised-names";
import { translateFieldError, translateMessage } from "@shared/messages";
import { EMIRATES, type Emirate } from "@shared/locations";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { languageName } from "../lib/agent-text";
import {
  addAgent,
  addMember,
  agencyKeys,
  apiKeysQueryOptions,
  createAgency,
  createApiKey,
  feedQueryOptions,
  myAgencyQueryOptions,
  removeMember,
  revokeApiKey,
  runFeed,
  saveFeed,
  uploadFeed,
} from "../api/agency-account";

const SECTION = "space-y-4 rounded-xl border bg-card p-4 sm:p-6";

function CreateAgencyForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [orn, setOrn] = useState("");
  const [emirate, setEmirate] = useState<Emirate>("Dubai");
  const create = useMutation({
    mutationFn: () => createAgency({ name, orn, emirate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.mine }),
    onError: (error) =>
      toast({ title: t`Could not create the agency`, description: errorText(error), variant: "destructive" }),
  });
  const ids = useId();
  return (
    <form
      className={SECTION}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <h2 className="text-lg font-semibold">
        <Trans>Create your agency</Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          An agency account lets you add your agents, connect your CRM with API keys and import your listings
          from a feed. You become the agency's admin.
        </Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor={`${ids}-name`}>
            <Trans>Agency name</Trans>
          </Label>
          <Input
            id={`${ids}-name`}
            dir="auto"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-orn`}>
            <Trans>Office registration number (ORN)</Trans>
          </Label>
          <Input id={`${ids}-orn`} dir="auto" value={orn} onChange={(e) => setOrn(e.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-emirate`}>
            <Trans>Emirate</Trans>
          </Label>
          <NativeSelect
            id={`${ids}-emirate`}
            value={emirate}
            onValueChange={(value) => setEmirate(value as Emirate)}
            options={EMIRATES.map((e) => ({ value: e, label: emirateName(e, locale) }))}
          />
        </div>
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Trans>Create agency</Trans>
      </Button>
    </form>
  );
}

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

function ApiKeys() {
  const { t } = useLingui();
  const formatLocale = useFormatLocale();
  const queryClient = useQueryClient();
  const { data: keys } = useSuspenseQuery(apiKeysQueryOptions());
  const [name, setName] = useState("");
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: () => createApiKey(name),
    onSuccess: async (key) => {
      setCreated(key);
      setName("");
      await queryClient.invalidateQueries({ queryKey: agencyKeys.keys });
    },
    onError: (error) =>
      toast({ title: t`Could not create the key`, description: errorText(error), variant: "destructive" }),
  });
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.keys }),
    onError: (error) =>
      toast({ title: t`Could not revoke the key`, description: errorText(error), variant: "destructive" }),
  });
  const nameId = useId();
  return (
    <section className={SECTION} aria-labelledby="api-keys-heading">
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
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <div className="min-w-48 flex-1 space-y-2">
          <Label htmlFor={nameId}>
            <Trans>Key name</Trans>
          </Label>
          <Input
            id={nameId}
            dir="auto"
            required
            maxLength={60}
            value={name}
            placeholder={t`For example: CRM sync`}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          <Trans>Create key</Trans>
        </Button>
      </form>
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

function RunReport({ run }: { run: FeedRun }) {
  const formatLocale = useFormatLocale();
  const locale = useLocale();
  const { created, updated, unchanged, unpublished, failed } = run;
  return (
    <article className="space-y-2 rounded-lg border p-3" data-testid="feed-run">
      <p className="font-medium">
        {run.outcome === "ok" ? (
          <Trans>Imported {formatDateTime(run.finishedAt, formatLocale)}</Trans>
        ) : run.outcome === "partial" ? (
          <Trans>Imported with problems {formatDateTime(run.finishedAt, formatLocale)}</Trans>
        ) : (
          <Trans>Import failed {formatDateTime(run.finishedAt, formatLocale)}</Trans>
        )}
      </p>
      {run.error ? (
        <p className="text-destructive" dir="auto">
          {translateMessage(run.error, locale)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>
            {created} new, {updated} updated, {unchanged} unchanged, {unpublished} taken off the site,{" "}
            {failed} with errors
          </Trans>
        </p>
      )}
      {run.errors.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start">
                <th className="pe-4 text-start font-medium">
                  <Trans>Reference</Trans>
                </th>
                <th className="pe-4 text-start font-medium">
                  <Trans>Field</Trans>
                </th>
                <th className="text-start font-medium">
                  <Trans>Problem</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {run.errors.map((error, index) => (
                <tr key={index} className="border-t align-top">
                  <td className="pe-4" dir="ltr">
                    {error.reference ?? `#${error.position}`}
                  </td>
                  <td className="pe-4" dir="ltr">
                    {error.field ?? "—"}
                  </td>
                  <td dir="auto">{translateFieldError(error.message, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

function Feed() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(feedQueryOptions());
  const [url, setUrl] = useState(data.feed?.url ?? "");
  const [format, setFormat] = useState<"xml" | "json">(data.feed?.format ?? "xml");
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyKeys.feed });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorText(error), variant: "destructive" });
  const save = useMutation({
    mutationFn: () => saveFeed({ url, format }),
    onSuccess: refresh,
    onError: failed(t`Could not save the feed`),
  });
  const run = useMutation({
    mutationFn: runFeed,
    onSuccess: refresh,
    onError: failed(t`Could not run the import`),
  });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      uploadFeed({
        format: file.name.toLowerCase().endsWith(".json") ? "json" : "xml",
        content: await file.text(),
      }),
    onSuccess: refresh,
    onError: failed(t`Could not import the file`),
  });
  const ids = useId();
  return (
    <section className={SECTION} aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="text-lg font-semibold">
        <Trans>Listing feed</Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          Give the address of your CRM's XML or JSON feed: we fetch it every hour, add and update your
          listings by reference number and take off the site those that left the feed.
        </Trans>
      </p>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className="space-y-2">
          <Label htmlFor={`${ids}-url`}>
            <Trans>Feed address</Trans>
          </Label>
          <Input
            id={`${ids}-url`}
            type="url"
            dir="ltr"
            required
            value={url}
            placeholder="https://"
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-format`}>
            <Trans>Format</Trans>
          </Label>
          <NativeSelect
            id={`${ids}-format`}
            value={format}
            onValueChange={(value) => setFormat(value as "xml" | "json")}
            options={[
              { value: "xml", label: "XML" },
              { value: "json", label: "JSON" },
            ]}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          <Trans>Save feed</Trans>
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!data.feed || run.isPending}
          onClick={() => run.mutate()}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          <Trans>Import now</Trans>
        </Button>
        <Button type="button" variant="outline" asChild>
          <label htmlFor={`${ids}-file`} className="cursor-pointer">
            <Upload className="size-4" aria-hidden="true" />
            <Trans>Upload a feed file</Trans>
          </label>
        </Button>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".xml,.json,application/xml,text/xml,application/json"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = "";
          }}
        />
      </div>
      <h3 className="font-semibold">
        <Trans>Latest imports</Trans>
      </h3>
      {data.runs.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No imports yet.</Trans>
        </p>
      ) : (
        <div className="space-y-3">
          {data.runs.map((item) => (
            <RunReport key={item.id} run={item} />
          ))}
        </div>
      )}
    </section>
  );
}

function Members({ agency }: { agency: MyAgency }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"admin" | "agent">("agent");
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyKeys.mine });
  const add = useMutation({
    mutationFn: () => addMember({ email, role }),
    onSuccess: async () => {
      setEmail("");
      await refresh();
    },
    onError: (error) =>
      toast({ title: t`Could not add the person`, description: errorText(error), variant: "destructive" }),
  });
  const remove = useMutation({
    mutationFn: removeMember,
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: t`Could not remove the person`, description: errorText(error), variant: "destructive" }),
  });
  const ids = useId();
  return (
    <section className={SECTION} aria-labelledby="members-heading">
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
            <Button type="button" variant="outline" size="sm" onClick={() => remove.mutate(member.userId)}>
              <Trans>Remove</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_9rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <div className="space-y-2">
          <Label htmlFor={`${ids}-email`}>
            <Trans>Email of their account</Trans>
          </Label>
          <Input
            id={`${ids}-email`}
            type="email"
            dir="ltr"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-role`}>
            <Trans>Role</Trans>
          </Label>
          <NativeSelect
            id={`${ids}-role`}
            value={role}
            onValueChange={(value) => setRole(value as "admin" | "agent")}
            options={[
              { value: "agent", label: t`Agent` },
              { value: "admin", label: t`Admin` },
            ]}
          />
        </div>
        <Button type="submit" disabled={add.isPending}>
          <Trans>Add person</Trans>
        </Button>
      </form>
    </section>
  );
}

function Agents({ agency }: { agency: MyAgency }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [brn, setBrn] = useState("");
  const [areas, setAreas] = useState("");
  const [languages, setLanguages] = useState<string[]>([]);
  const [userId, setUserId] = useState("");
  const add = useMutation({
    mutationFn: () =>
      addAgent({
        name,
        brn: brn.trim() || null,
        languages,
        areas: areas
          .split(/[,،]/)
          .map((area) => area.trim())
          .filter(Boolean),
        userId: userId ? Number(userId) : null,
      }),
    onSuccess: async () => {
      setName("");
      setBrn("");
      setAreas("");
      setLanguages([]);
      setUserId("");
      await queryClient.invalidateQueries({ queryKey: agencyKeys.mine });
    },
    onError: (error) =>
      toast({ title: t`Could not add the agent`, description: errorText(error), variant: "destructive" }),
  });
  const ids = useId();
  return (
    <section className={SECTION} aria-labelledby="agents-heading">
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
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${ids}-name`}>
              <Trans>Agent's name</Trans>
            </Label>
            <Input
              id={`${ids}-name`}
              dir="auto"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-brn`}>
              <Trans>Broker registration number (BRN)</Trans>
            </Label>
            <Input id={`${ids}-brn`} dir="ltr" value={brn} onChange={(e) => setBrn(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-areas`}>
              <Trans>Areas covered (separated by commas)</Trans>
            </Label>
            <Input id={`${ids}-areas`} dir="auto" value={areas} onChange={(e) => setAreas(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-user`}>
              <Trans>Their account (optional)</Trans>
            </Label>
            <NativeSelect
              id={`${ids}-user`}
              value={userId}
              onValueChange={setUserId}
              options={[
                { value: "", label: t`None` },
                ...agency.members.map((member) => ({ value: String(member.userId), label: member.username })),
              ]}
            />
          </div>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            <Trans>Languages</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {AGENT_LANGUAGES.map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={languages.includes(language)}
                  onChange={(event) =>
                    setLanguages((chosen) =>
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
        <Button type="submit" disabled={add.isPending}>
          <Trans>Add agent</Trans>
        </Button>
      </form>
    </section>
  );
}

/** The dashboard's Agency tab: create an agency, or manage yours (API keys and feed for its admins). */
export function AgencyTab() {
  const { data } = useSuspenseQuery(myAgencyQueryOptions());
  if (!data) return <CreateAgencyForm />;
  const { agency, role } = data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">
          <bdi>{agency.name}</bdi>
        </h2>
        <p className="text-muted-foreground">
          {role === "admin" ? (
            <Trans>You manage this agency.</Trans>
          ) : (
            <Trans>You are an agent of this agency.</Trans>
          )}{" "}
          <Link href={`/agencies/${agency.id}`} className="text-primary underline-offset-4 hover:underline">
            <Trans>See the agency's page</Trans>
          </Link>
        </p>
      </div>
      {role === "admin" && (
        <>
          <Agents agency={data} />
          <Members agency={data} />
          <ApiKeys />
          <Feed />
        </>
      )}
    </div>
  );
}
