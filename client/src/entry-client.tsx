import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import type { SiteConfig } from "@shared/site";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app/app";
import { findRoute } from "./app/routes";
import "./styles.css";

interface AppState {
  site: SiteConfig;
  queries: DehydratedState;
}

async function start() {
  const state = JSON.parse(document.getElementById("__APP_STATE__")!.textContent!) as AppState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // The server rendered this route: load its chunk first so hydration matches the HTML without a spinner.
  await findRoute(window.location.pathname).page.preload();
  hydrateRoot(document.getElementById("root")!, <App queryClient={queryClient} site={state.site} />);
}

void start();
