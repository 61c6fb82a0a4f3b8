import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import net from "node:net";
import { test as base, type Page } from "@playwright/test";

/**
 * Two outside judges of the markup for the browser tests: the W3C Nu Html Checker (npm vnu-jar, run on
 * the machine's Java) for HTML validity, and IBM's Equal Access engine as a second accessibility engine
 * beside axe. The checker runs as one HTTP service for the whole run: a fresh `java -jar` per page costs
 * about 5 s of start-up each.
 */

const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");
const ACE_SCRIPT = require.resolve("accessibility-checker-engine/ace.js");

/** The service reads its schemas at start (about 7 s here, longer on a busy machine). */
const VNU_START_TIMEOUT_MS = 60_000;

export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * CSS newer than the checker's CSS parser, which the brief allows to filter by message. Each entry says
 * why the CSS is right; anything not listed here fails the test.
 */
const CSS_NEWER_THAN_THE_CHECKER: { pattern: RegExp; why: string }[] = [
  {
    // Tailwind 4 registers its custom properties with @property (CSS Properties and Values API Level 1,
    // in every current browser); the checker's CSS parser predates the at-rule.
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    why: "@property is CSS Properties and Values API Level 1",
  },
  {
    // Tailwind 4's `space-x-*`/`space-y-*` sit in `@supports not (margin-trim: inline)`: the test of a
    // feature query may name a property the browser (or the checker) does not know; that is its purpose.
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    why: "margin-trim appears only inside an @supports feature query",
  },
  {
    // Transitions of registered custom properties (css-transitions-1 allows any custom property name in
    // transition-property); the checker only knows the built-in property names.
    pattern: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
    why: "custom property names are valid transition-property values",
  },
];

function isAllowedCssMessage(message: NuMessage): boolean {
  return CSS_NEWER_THAN_THE_CHECKER.some(({ pattern }) => pattern.test(message.message));
}

/** The errors the checker reports for a document (warnings and infos left out), readable in a diff. */
export function describeNuErrors(messages: NuMessage[]): string[] {
  return messages
    .filter((message) => message.type !== "info" && !isAllowedCssMessage(message))
    .map(
      (message) => `line ${message.lastLine ?? "?"}: ${message.message} — ${message.extract?.trim() ?? ""}`,
    );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Global setup hands the service's address to the workers through this environment variable. */
export const NU_CHECKER_URL_VARIABLE = "NU_HTML_CHECKER_URL";

/**
 * Starts the checker's HTTP service on a free loopback port and returns at once: it answers once it has
 * read its schemas, and `NuHtmlChecker.connect` waits for that, so the start overlaps the web server's.
 */
export async function startNuHtmlCheckerService(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    "java",
    [
      "-Dnu.validator.servlet.bind-address=127.0.0.1",
      "-cp",
      VNU_JAR,
      "nu.validator.servlet.Main",
      String(port),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  let stopping = false;
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  child.on("error", (error) =>
    console.error(`The Nu Html Checker could not start (is Java installed?): ${error}`),
  );
  child.on("exit", (code) => {
    if (!stopping) console.error(`The Nu Html Checker stopped (exit code ${code}):\n${log}`);
  });
  return {
    url: `http://127.0.0.1:${port}/?out=json`,
    stop: () => {
      stopping = true;
      child.kill();
    },
  };
}

export class NuHtmlChecker {
  private constructor(private readonly url: string) {}

  /** The service at `url`, once it answers. */
  static async connect(url: string): Promise<NuHtmlChecker> {
    const checker = new NuHtmlChecker(url);
    const deadline = Date.now() + VNU_START_TIMEOUT_MS;
    for (;;) {
      try {
        await checker.validate("<!doctype html><html lang=en><title>ready</title></html>");
        return checker;
      } catch (error) {
        if (Date.now() > deadline) {
          throw new Error(`The Nu Html Checker at ${url} did not answer within ${VNU_START_TIMEOUT_MS} ms`, {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async validate(html: string): Promise<NuMessage[]> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "Content-Type": "text/html; charset=utf-8" },
      body: html,
    });
    if (!response.ok) throw new Error(`The Nu Html Checker answered ${response.status}`);
    return ((await response.json()) as { messages: NuMessage[] }).messages;
  }
}

export type IbmLevel =
  "violation" | "potentialviolation" | "recommendation" | "potentialrecommendation" | "manual" | "pass";

/** One IBM Equal Access result that is not a pass, with the level its report would give it. */
export interface IbmResult {
  ruleId: string;
  level: IbmLevel;
  message: string;
  snippet: string;
  path: string;
}

/**
 * Runs IBM's engine on the page as it is now, with its IBM_Accessibility rule set (WCAG 2.2 A and AA
 * plus IBM's requirements). The engine's script is injected, so the page's context needs `bypassCSP`.
 */
export async function checkWithIbmEngine(page: Page): Promise<IbmResult[]> {
  await page.addScriptTag({ path: ACE_SCRIPT });
  return page.evaluate(async () => {
    // The engine's raw results carry [policy, confidence]; its reporters turn that pair into a level.
    const levelOf = ([policy, confidence]: [string, string]): IbmLevel => {
      if (confidence === "PASS") return "pass";
      if (confidence === "MANUAL") return "manual";
      const potential = confidence === "POTENTIAL" ? "potential" : "";
      return `${potential}${policy === "VIOLATION" ? "violation" : "recommendation"}` as IbmLevel;
    };
    const ace = (window as unknown as { ace: { Checker: new () => AceChecker } }).ace;
    const report = await new ace.Checker().check(document, ["IBM_Accessibility"]);
    return report.results
      .map((result) => ({
        ruleId: result.ruleId,
        level: levelOf(result.value),
        message: result.message,
        snippet: result.snippet,
        path: result.path.dom,
      }))
      .filter((result) => result.level !== "pass");
  });
}

interface AceChecker {
  check(
    document: Document,
    policies: string[],
  ): Promise<{
    results: {
      ruleId: string;
      value: [string, string];
      message: string;
      snippet: string;
      path: { dom: string };
    }[];
  }>;
}

export function describeIbmResults(results: IbmResult[]): string[] {
  return results.map((result) => `${result.ruleId}: ${result.message} — ${result.path} ${result.snippet}`);
}

/**
 * Two checks of HTML_CodeSniffer (WCAG2AA), the accessibility engine an outside review ran beside axe and
 * IBM's (issue 25, item 17), written out here: its package is not among the project's dependencies, and
 * what it found, neither of the other engines reports.
 *
 * - H98: an autocomplete token belongs to a control group (HTML's autofill table), and the control must be
 *   one of that group, judged by its `type` attribute as written: `autocomplete="username"` on an input
 *   with no type attribute is an error, though the browser treats it as text.
 * - H91: a button (or role=button) is named by its title, its text, aria-label or aria-labelledby naming
 *   an element with text. A `<label for>` does not count, so a Radix checkbox (a button) named only by
 *   its label has no name for it.
 *
 * Returns one line per error, with the element's opening tag.
 */
export async function checkLikeHtmlCodeSniffer(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const errors: string[] = [];
    const tag = (element: Element) => element.outerHTML.slice(0, element.outerHTML.indexOf(">") + 1);
    const hidden = (element: Element) =>
      element.closest('[aria-hidden="true"], [role="presentation"]') !== null;
    const hasText = (text: string | null | undefined) => /\S/.test(text ?? "");

    // Which written types each autofill group accepts (hidden, text, search, textarea and select take all).
    const TEXT_LIKE = ["hidden", "text", "search"];
    const GROUPS: { tokens: string[]; types: string[]; multilineOnly?: boolean }[] = [
      {
        tokens: [
          "name",
          "honorific-prefix",
          "given-name",
          "additional-name",
          "family-name",
          "honorific-suffix",
          "nickname",
          "organization-title",
          "username",
          "organization",
          "address-line1",
          "address-line2",
          "address-line3",
          "address-level4",
          "address-level3",
          "address-level2",
          "address-level1",
          "country",
          "country-name",
          "postal-code",
          "cc-name",
          "cc-given-name",
          "cc-additional-name",
          "cc-family-name",
          "cc-number",
          "cc-csc",
          "cc-type",
          "transaction-currency",
          "language",
          "sex",
          "tel-country-code",
          "tel-national",
          "tel-area-code",
          "tel-local",
          "tel-local-prefix",
          "tel-local-suffix",
          "tel-extension",
        ],
        types: TEXT_LIKE,
      },
      { tokens: ["street-address"], types: ["hidden"], multilineOnly: true },
      { tokens: ["new-password", "current-password"], types: [...TEXT_LIKE, "password"] },
      { tokens: ["url", "photo", "impp"], types: [...TEXT_LIKE, "url"] },
      { tokens: ["tel"], types: [...TEXT_LIKE, "tel"] },
      {
        tokens: ["cc-exp-month", "cc-exp-year", "transaction-amount", "bday-day", "bday-month", "bday-year"],
        types: [...TEXT_LIKE, "number"],
      },
      { tokens: ["cc-exp"], types: [...TEXT_LIKE, "month"] },
      { tokens: ["bday"], types: [...TEXT_LIKE, "date"] },
    ];
    for (const control of document.querySelectorAll("[autocomplete]")) {
      if (hidden(control)) continue;
      const name = control.tagName.toLowerCase();
      const type = control.getAttribute("type");
      for (const token of (control.getAttribute("autocomplete") ?? "").split(/\s+/)) {
        const group = GROUPS.find(({ tokens }) => tokens.includes(token));
        if (!group) continue;
        const fits =
          name === "textarea" ||
          name === "select" ||
          (!group.multilineOnly && name === "input" && type !== null && group.types.includes(type)) ||
          (name === "input" && type === "hidden");
        if (!fits) errors.push(`H98 autocomplete="${token}" on a control not of its group: ${tag(control)}`);
      }
    }

    for (const button of document.querySelectorAll('button, [role="button"]')) {
      if (hidden(button)) continue;
      const labelledBy = (button.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .some((id) => id && hasText(document.getElementById(id)?.textContent));
      const named =
        hasText(button.getAttribute("title")) ||
        hasText(button.textContent) ||
        [...button.querySelectorAll("img[alt]")].some((img) => hasText(img.getAttribute("alt"))) ||
        hasText(button.getAttribute("aria-label")) ||
        labelledBy;
      if (!named)
        errors.push(`H91 a button with no title, text, aria-label or aria-labelledby: ${tag(button)}`);
    }
    return errors;
  });
}

/**
 * `nuChecker`: the run's one Nu Html Checker service, which global setup starts (a failed test restarts
 * the worker, so a service per worker would start again after each failure). Without that setup, as
 * under another configuration, the worker starts one of its own.
 */
export const test = base.extend<object, { nuChecker: NuHtmlChecker }>({
  nuChecker: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const url = process.env[NU_CHECKER_URL_VARIABLE];
      if (url) return use(await NuHtmlChecker.connect(url));
      const service = await startNuHtmlCheckerService();
      try {
        await use(await NuHtmlChecker.connect(service.url));
      } finally {
        service.stop();
      }
    },
    { scope: "worker", timeout: VNU_START_TIMEOUT_MS + 10_000 },
  ],
});

export { expect } from "@playwright/test";
