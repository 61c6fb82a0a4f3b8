/**
 * Staff roles from the command line (docs/operations.md §The first admin; docs/decisions/0050):
 *
 *   npm run admin -- grant <username> admin|moderator
 *   npm run admin -- revoke <username>
 *
 * The only way to make the first admin: sign-up always makes a `user`, and only an admin can change roles
 * in /admin. Each change is written to the audit log with no actor and `via: "command line"`.
 */
import { USER_ROLES, type UserRole } from "@shared/moderation-options";
import { setRoleFromCommandLine } from "../features/moderation/moderation.service";
import { runWithDatabase } from "./cli";
import { runMigrations } from "../db/migrate";

const USAGE =
  "Usage: npm run admin -- grant <username> admin|moderator\n       npm run admin -- revoke <username>";

function parse(args: string[]): { username: string; role: UserRole } {
  const [command, username, role, ...rest] = args;
  if (command === "grant" && username && (role === "admin" || role === "moderator") && !rest.length) {
    return { username, role };
  }
  if (command === "revoke" && username && role === undefined) return { username, role: "user" };
  console.error(USAGE);
  process.exit(2);
}

const { username, role } = parse(process.argv.slice(2));
if (!(USER_ROLES as readonly string[]).includes(role)) process.exit(2);

await runWithDatabase(async (database) => {
  await runMigrations(database);
  const change = await setRoleFromCommandLine(database.db, username, role);
  console.log(
    change.from === change.to
      ? `${change.username} is already ${change.to}; nothing changed.`
      : `${change.username}: ${change.from} → ${change.to} (recorded in the audit log).`,
  );
});
