import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { formatDate } from "@shared/format";
import { USER_ROLES, type AdminUser, type UserRole } from "@shared/moderation";
import type { User } from "@shared/user";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { errorText } from "@/lib/error-text";
import { useFormatLocale } from "@/lib/i18n";
import { adminKeys } from "@/lib/query-keys";
import { changeRole } from "../api/admin-api";
import { ROLE_NAMES } from "./labels";

/** Accounts found by the search; an admin can change a role here, with a reason (audited). */
export function AdminUserList({ users, viewer }: { users: AdminUser[]; viewer: User }) {
  const { t } = useLingui();
  if (!users.length) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t`No accounts match.`}</p>
    );
  }
  return (
    <ul className="space-y-3">
      {users.map((user) => (
        <li key={user.id}>
          <UserCard user={user} canChangeRole={viewer.role === "admin"} />
        </li>
      ))}
    </ul>
  );
}

function UserCard({ user, canChangeRole }: { user: AdminUser; canChangeRole: boolean }) {
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  return (
    <article aria-labelledby={`user-${user.id}`} className="space-y-2 rounded-xl border bg-card p-4">
      <h3 id={`user-${user.id}`} className="font-semibold">
        <bdi translate="no">{user.username}</bdi>{" "}
        <span className="text-sm font-normal text-muted-foreground">· {i18n._(ROLE_NAMES[user.role])}</span>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>
          #<bdi>{user.id}</bdi> · <bdi translate="no">{user.email}</bdi> · joined{" "}
          {formatDate(user.createdAt, "short", formatLocale)} · {user.listingCount} listings
        </Trans>
      </p>
      {canChangeRole && <RoleForm user={user} />}
    </article>
  );
}

function RoleForm({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<UserRole>(user.role);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const change = useMutation({
    mutationFn: () => changeRole(user.id, role, reason.trim()),
    onSuccess: () => {
      setReason("");
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    change.mutate();
  };
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="space-y-1">
        <label htmlFor={`${id}-role`} className="block text-sm font-medium">
          <Trans>Role</Trans>
        </label>
        <NativeSelect
          id={`${id}-role`}
          className="sm:w-40"
          value={role}
          onValueChange={(value) => setRole(value as UserRole)}
          options={USER_ROLES.map((value) => ({ value, label: i18n._(ROLE_NAMES[value]) }))}
        />
      </div>
      <div className="flex-1 space-y-1">
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
          <Trans>Reason</Trans>
        </label>
        <Input
          id={`${id}-reason`}
          dir="auto"
          value={reason}
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-reason-error` : undefined}
        />
      </div>
      <Button type="submit" disabled={change.isPending || role === user.role}>
        <Trans>Change role</Trans>
      </Button>
      {missing && (
        <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
          {t`Give the reason for the change`}
        </p>
      )}
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorText(change.error)}
        </p>
      )}
    </form>
  );
}
