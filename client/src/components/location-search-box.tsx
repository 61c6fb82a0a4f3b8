import { useLingui } from "@lingui/react/macro";
import { MapPin, Search, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { suggestLocationOptions } from "@shared/locations";
import { Input } from "@/components/ui/input";
import { directionOf } from "@shared/locale";
import { useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** What a form field (shadcn `FormControl`) hands the input: its id, descriptions, validity and blur. */
type FieldInputProps = Pick<ComponentProps<"input">, "id" | "onBlur" | "aria-describedby" | "aria-invalid">;

interface LocationSearchBoxProps extends FieldInputProps {
  value: string;
  /** The text as typed, or the suggestion chosen. */
  onChange: (value: string) => void;
  /** Enter without a highlighted suggestion. */
  onSubmit?: () => void;
  /** An invisible label; leave it out when a visible label points at `id`. */
  label?: string;
  /** The name of the suggestion list ("Suggested locations" in the page's language when left out). */
  listLabel?: string;
  /** Enter with the list open and nothing highlighted chooses the first suggestion instead of submitting. */
  enterChoosesFirst?: boolean;
  icon?: LucideIcon;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}

/**
 * A location box (docs/product.md §Location suggestions): typing non-blank text filters the 58 locations (at
 * most 8, ignoring case) and opens the list when any match; clearing the text closes it; choosing one fills
 * the box and closes it; a click outside closes it; focusing a non-empty box with matches reopens it.
 * Keyboard: arrows move, Enter chooses, Escape closes (the ARIA combobox pattern). Typed text matches the
 * English and the Arabic names; the list shows the page's language, and choosing one gives the English name
 * (the value the search and the listing take).
 */
export function LocationSearchBox({
  value,
  onChange,
  onSubmit,
  label,
  listLabel,
  enterChoosesFirst = false,
  icon: Icon = Search,
  placeholder,
  className,
  inputClassName,
  id,
  ...fieldInputProps
}: LocationSearchBoxProps) {
  const { t } = useLingui();
  const language = useLocale();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const ownInputId = useId();
  const inputId = id ?? ownInputId;
  const suggestions = suggestLocationOptions(value, { language });
  const expanded = open && suggestions.length > 0;
  const pageDirection = directionOf(language);
  const typedDirection = firstStrongDirection(value);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onEnter = (event: KeyboardEvent) => {
    const chosen = active >= 0 ? active : enterChoosesFirst ? 0 : -1;
    if (open && chosen >= 0 && chosen < suggestions.length) {
      event.preventDefault();
      choose(suggestions[chosen].name);
    } else {
      setOpen(false);
      onSubmit?.();
    }
  };

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      {label && (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      )}
      <Icon
        className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        {...fieldInputProps}
        id={inputId}
        role="combobox"
        aria-expanded={expanded}
        // Only while the list is there: an id reference must name an element of the page.
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        // Typed text reads in its own direction; an empty box (its placeholder) keeps the page's.
        dir={typedDirection ? "auto" : undefined}
        placeholder={placeholder}
        // The icon sits on the page's start side: the box's own end when the text runs the other way.
        className={cn(
          typedDirection && typedDirection !== pageDirection ? "ps-3 pe-9" : "ps-9",
          inputClassName,
        )}
        onChange={(event) => {
          const text = event.target.value;
          onChange(text);
          setActive(-1);
          setOpen(text.trim() !== "" && suggestLocationOptions(text).length > 0);
        }}
        onFocus={() => setOpen(value.trim() !== "" && suggestions.length > 0)}
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
            onEnter(event);
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel ?? t`Suggested locations`}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-md border bg-background py-1 text-foreground shadow-lg"
        >
          {suggestions.map(({ name, label: shown }, index) => (
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
              {shown}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The direction `dir="auto"` gives a text: that of its first letter with a direction (Arabic or Latin). */
function firstStrongDirection(text: string): "ltr" | "rtl" | undefined {
  const match = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|[A-Za-z\u00C0-\u024F]/.exec(text);
  if (!match) return undefined;
  return /[A-Za-z\u00C0-\u024F]/.test(match[0]) ? "ltr" : "rtl";
}
