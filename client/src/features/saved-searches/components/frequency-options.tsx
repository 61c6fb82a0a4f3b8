import { useLingui } from "@lingui/react/macro";
import type { SelectOption } from "@/components/ui/native-select";
import type { SavedSearchFrequency } from "@shared/saved-search-options";

/** The alert choices, in the order people pick them: as it happens, a daily or weekly digest, or none. */
export function useFrequencyOptions(): (SelectOption & { value: SavedSearchFrequency })[] {
  const { t } = useLingui();
  return [
    { value: "instant", label: t`Instantly` },
    { value: "daily", label: t`Daily digest` },
    { value: "weekly", label: t`Weekly digest` },
    { value: "none", label: t`No emails` },
  ];
}
