import { useLingui } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { locationName } from "@shared/localised-names";
import { findLocationByArabicName, LOCATION_NAMES } from "@shared/locations";
import { LocationSearchBox } from "@/components/location-search-box";
import { FormControl } from "@/components/ui/form";
import { useLocale } from "@/lib/i18n";

/** The location a box's text names exactly: its English name, or its Arabic name however spelled. */
function exactLocation(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return LOCATION_NAMES.find((name) => name.toLowerCase() === wanted) ?? findLocationByArabicName(text)?.name;
}

interface LocationPickerProps {
  value: string;
  onChange: (location: string) => void;
  onBlur: () => void;
}

/**
 * The listing's location: one of the 58 locations, chosen from suggestions as the owner types (Enter picks
 * the highlighted or first suggestion instead of submitting the form). Typing a name exactly also counts;
 * any other text leaves the field empty, so validation asks for a listed location.
 */
export function LocationPicker({ value, onChange, onBlur }: LocationPickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // The box shows the name in the page's language; the field holds the English name (the value).
  const [text, setText] = useState(() => locationName(value, locale));

  // A value set from outside (a form reset) shows in the box; values this box sent do not echo back.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(locationName(value, locale));
  }, [value, locale]);

  const changeText = (next: string) => {
    setText(next);
    sent.current = exactLocation(next) ?? "";
    onChange(sent.current);
  };

  return (
    <FormControl>
      <LocationSearchBox
        icon={MapPin}
        listLabel={t`Locations`}
        enterChoosesFirst
        value={text}
        onChange={changeText}
        onBlur={onBlur}
        placeholder={t`Start typing: Dubai Marina, Al Reem Island…`}
      />
    </FormControl>
  );
}
