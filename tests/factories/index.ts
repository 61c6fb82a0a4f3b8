/**
 * Test data, built one way: small functions with valid defaults and overrides, deterministic (a per-file
 * counter, never the clock or randomness). `build*` returns a body, `create*`/`send*`/`save*` goes
 * through the API on a supertest agent (and fails the test on an unexpected status), `insert*` writes
 * straight into the database. The listing builder itself lives with the seed (server/db/seed/
 * listing-input.ts), because the sample data uses it too and server code never imports tests/.
 */
export * from "./activity";
export * from "./feeds";
export * from "./listings";
export * from "./sequence";
export * from "./users";
