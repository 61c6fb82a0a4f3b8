import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LOCATION_NAMES, suggestLocations } from "@shared/locations";
import { useFormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

function exactLocation(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return LOCATION_NAMES.find((name) => name.toLowerCase() === wanted);
}

interface LocationPickerProps {
  value: string;
  onChange: (location: string) => void;
  onBlur: () => void;
}

/**
 * The listing's location: one of the 58 locations, chosen from suggestions as the owner types (the ARIA
 * combobox pattern: arrows move, Enter chooses, Escape closes). Typing a name exactly also counts; any
 * other text leaves the field empty, so validation asks for a listed location.
 */
export function LocationPicker({ value, onChange, onBlur }: LocationPickerProps) {
  const { formItemId, formDescriptionId, formMessageId, error } = useFormField();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const suggestions = suggestLocations(text);

  // A value set from outside (a form reset) shows in the box; values this box sent do not echo back.
  const sent = useRef(value);
  const send = (location: string) => {
    sent.current = location;
    onChange(location);
  };
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  const choose = (name: string) => {
    setText(name);
    send(name);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div ref={rootRef} className="relative">
      <MapPin
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={formItemId}
        role="combobox"
        aria-expanded={open && suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
        aria-invalid={!!error}
        autoComplete="off"
        placeholder="Start typing: Dubai Marina, Al Reem Island…"
        className="pl-9"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setActive(-1);
          setOpen(next.trim() !== "" && suggestLocations(next).length > 0);
          send(exactLocation(next) ?? "");
        }}
        onFocus={() =>
          setOpen(text.trim() !== "" && suggestions.length > 0 && exactLocation(text) === undefined)
        }
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && suggestions.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === "ArrowUp" && suggestions.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (event.key === "Enter") {
            // Enter picks the highlighted (or only) suggestion instead of submitting the form.
            if (open && suggestions.length) {
              event.preventDefault();
              choose(suggestions[active >= 0 ? active : 0]);
            }
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {open && suggestions.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Locations"
          className="absolute left-0 right-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-md border bg-background py-1 shadow-lg"
        >
          {suggestions.map((name, index) => (
            <li
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm",
                index === active && "bg-muted",
              )}
              onPointerDown={(event) => {
                event.preventDefault();
                choose(name);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
