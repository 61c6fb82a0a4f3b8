/**
 * The moderator the browser tests sign in as. Made before the web server starts, the way an operator makes
 * staff: the account is written straight into the test database (tests/e2e/create-staff-account.ts), then
 * `server/tools/admin-cli.ts grant` (npm run admin) gives it the role (playwright.config.ts runs both).
 */
export const E2E_MODERATOR = {
  username: "e2e-moderator",
  email: "e2e-moderator@example.com",
  password: "moderator horse battery",
} as const;
