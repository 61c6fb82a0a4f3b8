import { useLingui } from "@lingui/react/macro";

/**
 * MapLibre's own interface strings (its buttons' names, the map's accessible name) in the page's
 * language, from the catalogue like every other string.
 */
export function useMapStrings() {
  const { t } = useLingui();
  return {
    maplibre: {
      "Map.Title": t`Map`,
      "Marker.Title": t`Map marker`,
      "Popup.Close": t`Close`,
      "NavigationControl.ZoomIn": t`Zoom in`,
      "NavigationControl.ZoomOut": t`Zoom out`,
      "NavigationControl.ResetBearing": t`Point north`,
      "AttributionControl.ToggleAttribution": t`Map sources`,
      "AttributionControl.MapFeedback": t`Report a map problem`,
      "FullscreenControl.Enter": t`Full screen`,
      "FullscreenControl.Exit": t`Leave full screen`,
    },
  };
}
