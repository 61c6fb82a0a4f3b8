import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";

/** A plain left click on a link to another page of this site (not a new tab, not a download). */
function inAppLinkAway(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return false;
  if (link.hasAttribute("download")) return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * While `unsaved`, asks before the visitor leaves: the browser's own prompt on refresh, close or typing
 * another address (beforeunload), and a confirm on a link to another page of the app. The link check
 * runs in the capture phase, before the router's click handler, and stops the click when the visitor
 * stays. (The browser's Back button cannot be held in a single-page app; the editor saves on the way out.)
 */
export function useLeaveWarning(unsaved: boolean) {
  const { t } = useLingui();
  const warning = t`Leave this page? Changes you made in the last moments may not be saved yet.`;
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (!inAppLinkAway(event) || window.confirm(warning)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [unsaved, warning]);
}
