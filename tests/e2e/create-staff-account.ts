/**
 * Before the browser tests' web server starts: the account that `npm run admin -- grant` then makes a
 * moderator (playwright.config.ts). Run on the test run's own DATA_DIR; an existing account is kept.
 */
import { runWithDatabase } from "../../server/tools/cli";
import { runMigrations } from "../../server/db/migrate";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/features/auth/password";
import { E2E_MODERATOR } from "./staff-account";

await runWithDatabase(async (database) => {
  await runMigrations(database);
  await database.db
    .insert(users)
    .values({
      username: E2E_MODERATOR.username,
      email: E2E_MODERATOR.email,
      passwordHash: await hashPassword(E2E_MODERATOR.password),
    })
    .onConflictDoNothing();
});
