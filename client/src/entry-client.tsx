import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { splitLocalePath } from "@shared/locale";
import type { SiteConfig } from "@shared/site";
import { stopRecordingEarlyClicks } from "@/lib/early-click";
import { adaptPreactToTheSite } from "@/lib/preact-browser-options";
import { rememberTypingBeforeHydration } from "@/lib/form-safety";
import { createPageI18n, setMessagesFolder } from "@/lib/page-messages";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app/app";
import { findRoute } from "./app/routes";
import "./styles.css";

interface AppState {
  site: SiteConfig;
  queries: DehydratedState;
  /** Production: the folder of this build's interface messages, split by page (lib/page-messages.ts). */
  messages?: string;
}

/**
 * Resolves after the browser has painted: hydration is one long task, and started before the first frame
 * it would hold back the paint of the server's HTML (first and largest contentful paint) until it ends.
 */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start() {
  const state = JSON.parse(document.getElementById("__APP_STATE__")!.textContent!) as AppState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const { locale, path } = splitLocalePath(window.location.pathname);
  // The server rendered this route in this language: load its chunk and the messages of the layout and
  // this page (only this language's) first, so hydration matches the HTML without a spinner.
  setMessagesFolder(state.messages, locale);
  const [i18n] = await Promise.all([createPageI18n(), findRoute(path).page.preload(), nextPaint()]);
  // Hydration writes the server's text back into a <textarea>: what was typed so far is kept aside for the forms.
  rememberTypingBeforeHydration();
  // A button clicked before now is clicked again once hydrated (app/router.tsx); React handles later ones.
  stopRecordingEarlyClicks();
  adaptPreactToTheSite();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (total blocking time).
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <App queryClient={queryClient} site={state.site} i18n={i18n} />,
    );
  });
}

void start();
