import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Play, X, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { MediaEmbed, MediaProvider } from "@shared/media-embeds";
import { responsiveImageProps } from "@shared/media";
import { documentFrameOrigins } from "@/lib/render-context";
import { SLIDE_FRAGMENTS, type GallerySlide } from "./gallery-slides";

export interface GalleryViewerProps {
  slides: GallerySlide[];
  /** The slide it opens on. */
  start: number;
  /** Describes the photos to screen readers: "Apartment in Dubai Marina". */
  subject: string;
  /** Opened on the video or tour from the address (after the full load that allowed its player): play it. */
  playAtStart?: boolean;
  /** Closed (Escape, the close button): the slide it was on. */
  onClose: (index: number) => void;
}

const MAX_ZOOM = 4;
const DOUBLE_TAP_ZOOM = 2.5;
/** A drag this far (px) along the row is a swipe to the next or previous slide. */
const SWIPE_DISTANCE = 50;

interface Zoom {
  scale: number;
  x: number;
  y: number;
}
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

type Gesture =
  | { kind: "swipe"; startX: number; startY: number }
  | { kind: "pan"; startX: number; startY: number; from: Zoom }
  | { kind: "pinch"; distance: number; from: Zoom };

const PROVIDER_NAMES: Record<MediaProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  matterport: "Matterport",
};

function distanceOf(points: Iterable<{ x: number; y: number }>): number {
  const [a, b] = [...points];
  return Math.hypot(a.x - b.x, a.y - b.y);
}

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(1, scale));

/**
 * The full-screen gallery (docs/decisions/0066-gallery-video-and-tours.md), loaded when a visitor opens it:
 * one slide at a time over the whole screen, "3 / 12", previous and next; swipe between slides and pinch (or
 * double-tap, or + and −) to zoom a photo on a phone; arrow keys, Home, End and Escape on a keyboard, in the
 * reading direction. A native modal <dialog> keeps focus inside and gives it back to the opener when it
 * closes.
 */
export default function GalleryViewer({ slides, start, subject, playAtStart, onClose }: GalleryViewerProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const [drag, setDrag] = useState(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const count = slides.length;
  const slide = slides[index];
  const position = index + 1;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const go = (next: number) => {
    setIndex((next + count) % count);
    setZoom(NO_ZOOM);
    setDrag(0);
  };
  /** +1 for "towards the end" when the pointer or key moved to the right: reversed in Arabic. */
  const forwardOf = (element: Element) => (getComputedStyle(element).direction === "rtl" ? -1 : 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const forward = forwardOf(dialog.current ?? document.documentElement);
    const zoomed = (scale: number) => setZoom((now) => ({ ...now, scale: clampScale(scale) }));
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(index + forward),
      ArrowLeft: () => go(index - forward),
      Home: () => go(0),
      End: () => go(count - 1),
      "+": () => zoomed(zoom.scale * 1.5),
      "=": () => zoomed(zoom.scale * 1.5),
      "-": () => zoomed(zoom.scale / 1.5),
    };
    const action = actions[event.key];
    if (!action || (count < 2 && event.key.startsWith("Arrow"))) return;
    event.preventDefault();
    action();
  };

  // Keys work wherever the focus is, even after the button that held it went with its slide (the zoom
  // buttons on the video, the play button once the player is there): the dialog is modal.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (slide.kind !== "photo") return;
    try {
      // The stage keeps getting the finger's moves when it leaves it.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows: the moves still come while it is over the stage.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      gesture.current = { kind: "pinch", distance: distanceOf(pointers.current.values()), from: zoom };
    } else if (pointers.current.size === 1) {
      const startAt = { startX: event.clientX, startY: event.clientY };
      gesture.current =
        zoom.scale > 1 ? { kind: "pan", ...startAt, from: zoom } : { kind: "swipe", ...startAt };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = gesture.current;
    if (now?.kind === "pinch" && pointers.current.size === 2) {
      const scale = clampScale((now.from.scale * distanceOf(pointers.current.values())) / now.distance);
      setZoom(scale === 1 ? NO_ZOOM : { ...now.from, scale });
    } else if (now?.kind === "pan") {
      setZoom({
        ...now.from,
        x: now.from.x + event.clientX - now.startX,
        y: now.from.y + event.clientY - now.startY,
      });
    } else if (now?.kind === "swipe") {
      setDrag(event.clientX - now.startX);
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const ended = gesture.current;
    if (ended?.kind === "swipe") {
      const moved = event.clientX - ended.startX;
      const across = Math.abs(moved) > Math.abs(event.clientY - ended.startY);
      setDrag(0);
      if (across && Math.abs(moved) >= SWIPE_DISTANCE && count > 1) {
        // Dragging the photo to the left brings the next one in English, the previous one in Arabic.
        go(index + (moved < 0 ? 1 : -1) * forwardOf(event.currentTarget));
      }
    }
    // A pinch that lets go of one finger carries on as a pan with the other; all fingers up, it ends.
    const [remaining] = [...pointers.current.values()];
    gesture.current = remaining
      ? { kind: "pan", startX: remaining.x, startY: remaining.y, from: zoom }
      : null;
  };

  const onDoubleClick = () => {
    if (slide.kind === "photo") setZoom(zoom.scale > 1 ? NO_ZOOM : { ...NO_ZOOM, scale: DOUBLE_TAP_ZOOM });
  };

  const slideName =
    slide.kind === "photo"
      ? t`${subject}, photo ${position} of ${count}`
      : slide.kind === "video"
        ? t`Video of this ${subject}`
        : t`360° tour of this ${subject}`;
  const iconButton =
    "inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-40";

  return (
    <dialog
      ref={dialog}
      aria-label={t`Gallery: ${subject}`}
      aria-roledescription={t`carousel`}
      onCancel={(event) => {
        event.preventDefault();
        onClose(index);
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-2 sm:p-3">
          <p className="px-2 text-sm font-medium" aria-live="polite" aria-atomic="true">
            <span className="sr-only">{slideName}</span>
            {/* "3 / 12" reads left to right in both languages. */}
            <span aria-hidden="true" dir="ltr" className="inline-block">
              {position} / {count}
            </span>
          </p>
          <div className="flex items-center gap-2">
            {slide.kind === "photo" && (
              <>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t`Zoom out`}
                  disabled={zoom.scale <= 1}
                  onClick={() =>
                    setZoom(zoom.scale / 1.5 <= 1 ? NO_ZOOM : { ...zoom, scale: zoom.scale / 1.5 })
                  }
                >
                  <ZoomOut className="size-5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t`Zoom in`}
                  disabled={zoom.scale >= MAX_ZOOM}
                  onClick={() => setZoom({ ...zoom, scale: clampScale(zoom.scale * 1.5) })}
                >
                  <ZoomIn className="size-5" aria-hidden="true" />
                </button>
              </>
            )}
            <button
              type="button"
              className={iconButton}
              aria-label={t`Close the gallery`}
              onClick={() => onClose(index)}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-none select-none items-center justify-center overflow-hidden"
          data-testid="gallery-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onDoubleClick={onDoubleClick}
        >
          {slide.kind === "photo" ? (
            <img
              key={slide.src}
              {...responsiveImageProps(slide.src, "100vw")}
              alt={slideName}
              draggable={false}
              data-zoom={zoom.scale.toFixed(2)}
              style={{
                transform: `translate(${zoom.x + drag}px, ${zoom.y}px) scale(${zoom.scale})`,
                transition: pointers.current.size ? "none" : "transform 150ms ease-out",
              }}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <EmbeddedSlide
              key={slide.kind}
              kind={slide.kind}
              embed={slide.embed}
              title={slideName}
              playAtStart={Boolean(playAtStart) && index === start}
            />
          )}
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${iconButton} absolute inset-s-2 top-1/2 -translate-y-1/2 bg-black/60`}
                aria-label={t`Previous`}
                onClick={() => go(index - 1)}
              >
                <ChevronLeft className="size-6 rtl:-scale-x-100" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${iconButton} absolute inset-e-2 top-1/2 -translate-y-1/2 bg-black/60`}
                aria-label={t`Next`}
                onClick={() => go(index + 1)}
              >
                <ChevronRight className="size-6 rtl:-scale-x-100" aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}

/**
 * The video or tour: nothing from its provider loads until the visitor presses play. The page's
 * Content-Security-Policy allows the player only when the server rendered this listing's page; a page
 * reached from another one in the browser keeps that page's policy, so play loads the page afresh, opened
 * on this slide.
 */
function EmbeddedSlide({
  kind,
  embed,
  title,
  playAtStart,
}: {
  kind: "video" | "tour";
  embed: MediaEmbed;
  title: string;
  playAtStart: boolean;
}) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (playAtStart && documentFrameOrigins().includes(embed.frameOrigin)) setPlaying(true);
  }, [playAtStart, embed.frameOrigin]);

  const play = () => {
    if (documentFrameOrigins().includes(embed.frameOrigin)) return setPlaying(true);
    // Only the fragment differs, so the address alone would not load the page again: reload it.
    history.replaceState(history.state, "", `${location.pathname}${location.search}${SLIDE_FRAGMENTS[kind]}`);
    location.reload();
  };
  // A brand, written as its owner writes it in both languages.
  const providerName = (
    <bdi translate="no" dir="ltr">
      {PROVIDER_NAMES[embed.provider]}
    </bdi>
  );

  if (playing) {
    return (
      <iframe
        src={embed.embedUrl}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; accelerometer; gyroscope; xr-spatial-tracking"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video max-h-full w-full max-w-6xl border-0"
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 px-14 py-6 text-center">
      <button
        type="button"
        onClick={play}
        className="inline-flex items-center gap-3 rounded-full bg-white px-6 py-3 text-base font-semibold text-black transition hover:bg-white/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black"
      >
        <Play className="size-5" aria-hidden="true" />
        {kind === "video" ? t`Play the video` : t`Start the 360° tour`}
      </button>
      <p className="max-w-sm text-sm text-white/80">
        <Trans>
          It plays from {providerName}, which may keep its own record of the visit. Nothing is loaded from
          there until you press play.
        </Trans>
      </p>
    </div>
  );
}
