import { NU_CHECKER_URL_VARIABLE, startNuHtmlCheckerService } from "./html-checkers";
import { MAIL_SINK_URL_VARIABLE, startMailSinkService } from "./mail-sink";

/**
 * One Nu Html Checker service for the whole browser test run (tests/e2e/validity.spec.ts uses it) and one
 * mail sink: they start here, alongside the web server, and the workers find them through the environment.
 */
export default async function globalSetup() {
  const service = await startNuHtmlCheckerService();
  process.env[NU_CHECKER_URL_VARIABLE] = service.url;
  // The mailbox of the app's SMTP_URL (saved-search alerts are read from it).
  const mail = await startMailSinkService(Number(process.env.E2E_SMTP_PORT));
  process.env[MAIL_SINK_URL_VARIABLE] = mail.url;
  return async () => {
    await mail.stop();
    await service.stop();
  };
}
