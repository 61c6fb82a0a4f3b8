import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { formatDateTime } from "@shared/format";
import type { AuditEntry } from "@shared/moderation";
import { useFormatLocale } from "@/lib/i18n";
import { USER_ROLES, type UserRole } from "@shared/moderation-options";
import { ACTION_NAMES, ROLE_NAMES } from "./labels";

const isRole = (value: unknown): value is UserRole => (USER_ROLES as readonly unknown[]).includes(value);

/** The audit log, newest first: who did what to which listing or account, when and why. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  // What the site did by itself is worded here, in the page's language; people's reasons stay as written.
  const reasonOf = (entry: AuditEntry): string => {
    if (
      entry.actorId === null &&
      entry.action === "listing.hide" &&
      typeof entry.details.reporters === "number"
    ) {
      const reporters = entry.details.reporters;
      return t`Reports from ${reporters} visitors`;
    }
    if (entry.actorId === null && entry.action === "listing.unpublish-expired") {
      return t`The edit request's days passed without an answer`;
    }
    if (entry.actorId === null && entry.action === "user.role" && entry.details.via === "command line") {
      return t`From the command line (npm run admin)`;
    }
    return entry.reason ?? "";
  };
  const roleChange = (from: string, to: string) => t`from ${from} to ${to}`;
  if (!entries.length) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t`Nothing recorded.`}</p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t`Audit log`}</caption>
        <thead>
          <tr className="border-b text-start">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              <Trans>When</Trans>
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              <Trans>Who</Trans>
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              <Trans>What</Trans>
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              <Trans>On</Trans>
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              <Trans>Why</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top">
              <td className="py-2 pe-3 whitespace-nowrap">{formatDateTime(entry.createdAt, formatLocale)}</td>
              <td className="py-2 pe-3">
                {entry.actorId !== null && entry.actorUsername ? (
                  <Link
                    href={`/admin/audit?actorId=${entry.actorId}`}
                    className="text-primary hover:underline"
                  >
                    <bdi translate="no">{entry.actorUsername}</bdi>
                  </Link>
                ) : (
                  <Trans>the site</Trans>
                )}
              </td>
              <td className="py-2 pe-3">
                {i18n._(ACTION_NAMES[entry.action])}
                {isRole(entry.details.from) && isRole(entry.details.to) && (
                  <span className="block text-muted-foreground">
                    {roleChange(i18n._(ROLE_NAMES[entry.details.from]), i18n._(ROLE_NAMES[entry.details.to]))}
                  </span>
                )}
              </td>
              <td className="py-2 pe-3 whitespace-nowrap">
                <Link
                  href={`/admin/audit?targetType=${entry.targetType}&targetId=${entry.targetId}`}
                  className="text-primary hover:underline"
                >
                  {entry.targetType === "listing" ? (
                    <Trans>
                      listing #<bdi>{entry.targetId}</bdi>
                    </Trans>
                  ) : (
                    <Trans>
                      account #<bdi>{entry.targetId}</bdi>
                    </Trans>
                  )}
                </Link>
              </td>
              <td className="py-2" dir="auto">
                {reasonOf(entry)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
