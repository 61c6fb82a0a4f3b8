import { useLingui } from "@lingui/react/macro";
import { MapPin, Search, X, type LucideIcon } from "lucide-react";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { formatCount } from "@shared/format";
import { suggestLocationOptions } from "@shared/locations";
import { Input } from "@/components/ui/input";
import { directionOf } from "@shared/locale";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** What a form field (shadcn `FormControl`) hands the input: its id, descriptions, validity and blur. */
type FieldInputProps = Pick<
  ComponentProps<"input">,
  "id" | "name" | "onBlur" | "aria-describedby" | "aria-invalid"
>;

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
  /**
   * Chosen locations shown as removable chips inside the box (several locations at once). With chips,
   * choosing a suggestion calls `onChoose` and leaves the typed text to `onChange`.
   */
  chips?: readonly { value: string; label: string }[];
  onChoose?: (name: string) => void;
  onRemoveChip?: (name: string) => void;
  /** No more suggestions once this many chips are chosen. */
  maxChips?: number;
  /**
   * Listings per location for the suggestions ("Dubai Marina · 1,204"; a location it lacks has none); left
   * out while unknown.
   */
  counts?: ReadonlyMap<string, number>;
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
  chips,
  onChoose,
  onRemoveChip,
  maxChips = Infinity,
  counts,
  id,
  ...fieldInputProps
}: LocationSearchBoxProps) {
  const { t } = useLingui();
  const language = useLocale();
  const formatLocale = useFormatLocale();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What a screen reader is told when a chip comes or goes (the chips themselves are not a live region).
  const [announcement, setAnnouncement] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const limitHintId = useId();
  const ownInputId = useId();
  const inputId = id ?? ownInputId;
  const chipMode = chips !== undefined;
  const full = chipMode && chips.length >= maxChips;
  const chosen = new Set(chips?.map((chip) => chip.value));
  const suggestionsFor = (text: string) =>
    full ? [] : suggestLocationOptions(text, { language }).filter((s) => !chosen.has(s.name));
  const suggestions = suggestionsFor(value);
  const expanded = open && suggestions.length > 0;
  const pageDirection = directionOf(language);
  const typedDirection = firstStrongDirection(value);

  // Text typed into the server's HTML before the code ran is in the box but not yet in the parent's state:
  // hand it over on the first commit, before a render could write the old value back.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  const choose = (name: string) => {
    if (onChoose) {
      onChoose(name);
      onChange("");
      const label = suggestions.find((s) => s.name === name)?.label ?? name;
      const count = (chips?.length ?? 0) + 1;
      setAnnouncement(t`${label} added, ${count} of ${maxChips} locations chosen`);
    } else onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const remove = (chip: { value: string; label: string }) => {
    onRemoveChip?.(chip.value);
    setAnnouncement(t`${chip.label} removed`);
    inputRef.current?.focus();
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

  const input = (
    <Input
      {...fieldInputProps}
      ref={inputRef}
      id={inputId}
      aria-describedby={
        [fieldInputProps["aria-describedby"], full && limitHintId].filter(Boolean).join(" ") || undefined
      }
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
        chipMode
          ? "h-8 min-w-24 flex-1 border-0 px-1 py-0 focus-visible:ring-0"
          : typedDirection && typedDirection !== pageDirection
            ? "ps-3 pe-9"
            : "ps-9",
        inputClassName,
      )}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text);
        setActive(-1);
        setOpen(text.trim() !== "" && suggestionsFor(text).length > 0);
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
        } else if (event.key === "Backspace" && value === "" && chips?.length) {
          // Backspace in an empty box takes out the last chip, as in other chip inputs.
          event.preventDefault();
          remove(chips[chips.length - 1]);
        }
      }}
    />
  );

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      {label && (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      )}
      {chipMode ? (
        <div className="relative flex min-h-10 flex-wrap items-center gap-1 rounded-md border border-input bg-background py-1 ps-9 pe-1 focus-within:ring-2 focus-within:ring-ring">
          {/* On the first line whatever the chips make of the box's height. */}
          <Icon
            className="pointer-events-none absolute inset-s-3 top-5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          {chips.length > 0 && (
            <ul aria-label={t`Chosen locations`} className="contents">
              {chips.map((chip) => (
                <li
                  key={chip.value}
                  className="inline-flex items-center gap-0.5 rounded-full bg-secondary py-0.5 ps-2.5 pe-0.5 text-sm text-secondary-foreground"
                >
                  {chip.label}
                  <button
                    type="button"
                    aria-label={t`Remove ${chip.label}`}
                    className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => remove(chip)}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {input}
        </div>
      ) : (
        <>
          <Icon
            className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          {input}
        </>
      )}
      {chipMode && (
        <p className="sr-only" role="status">
          {announcement}
        </p>
      )}
      {full && (
        <p id={limitHintId} className="mt-1 text-xs text-muted-foreground">
          {t`Up to ${maxChips} locations: remove one to choose another`}
        </p>
      )}
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
              <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>{shown}</span>
              {counts && (
                <span className="text-muted-foreground">
                  {" · "}
                  {formatCount(counts.get(name) ?? 0, formatLocale)}
                </span>
              )}
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
