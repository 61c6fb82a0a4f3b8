import { NU_CHECKER_URL_VARIABLE, startNuHtmlCheckerService } from "./html-checkers";

/**
 * One Nu Html Checker service for the whole browser test run (tests/e2e/validity.spec.ts uses it): it
 * starts here, alongside the web server, and the workers find it through the environment.
 */
export default async function globalSetup() {
  const service = await startNuHtmlCheckerService();
  process.env[NU_CHECKER_URL_VARIABLE] = service.url;
  return () => service.stop();
}
