import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Expand, Play, Rotate3d } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { responsiveImageProps } from "@shared/media";
import { useFrameOrigins } from "@/lib/render-context";
import { cn } from "@/lib/utils";
import { gallerySlides, SLIDE_FRAGMENTS } from "./gallery-slides";

interface ListingGalleryProps {
  images: string[];
  /** The listing's video and 360° tour addresses (shared/media-embeds.ts), shown in the full-screen gallery. */
  videoUrl?: string | null;
  tourUrl?: string | null;
  /** Describes the photos to screen readers: "Apartment in Dubai Marina". */
  subject: string;
  /** Badges laid over the main photo (Featured, Sample Listing). */
  overlay?: React.ReactNode;
}

/** The full-screen gallery's code (swipe, pinch, the players) comes when a visitor first opens it. */
const loadViewer = () => import("./gallery-viewer");
const GalleryViewer = lazy(loadViewer);

/** A drag this far (px) along the row is a swipe to the next or previous photo. */
const SWIPE_DISTANCE = 40;

/**
 * The listing's photos: one large photo with previous/next buttons and a counter, and a strip of thumbnail
 * buttons. Arrow keys, Home and End move through the photos from anywhere inside the gallery; on a phone a
 * swipe does. Tapping the photo opens the full-screen gallery (gallery-viewer.tsx), which also holds the
 * listing's video and 360° tour; the address fragments #video and #tour open it there.
 */
export function ListingGallery({ images, videoUrl, tourUrl, subject, overlay }: ListingGalleryProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<{ start: number; play: boolean } | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ x: number; y: number; swiped: boolean } | null>(null);
  const slides = gallerySlides(images, videoUrl, tourUrl);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const position = index + 1;
  const videoSlide = slides.findIndex((slide) => slide.kind === "video");
  const tourSlide = slides.findIndex((slide) => slide.kind === "tour");
  // The server's policy for this page lets its frames load these players, and no other.
  useFrameOrigins(slides.flatMap((slide) => (slide.kind === "photo" ? [] : [slide.embed.frameOrigin])));

  // #video or #tour: the visitor pressed play on a page whose policy had no room for the player (see
  // gallery-viewer.tsx), and this full load has it: open there and play.
  useEffect(() => {
    const fragment = window.location.hash;
    const start =
      fragment === SLIDE_FRAGMENTS.video ? videoSlide : fragment === SLIDE_FRAGMENTS.tour ? tourSlide : -1;
    if (start >= 0) setViewer({ start, play: true });
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openViewer = (start: number) => setViewer({ start, play: false });
  const closeViewer = (at: number) => {
    setViewer(null);
    if (slides[at]?.kind === "photo") setIndex(at);
    if (window.location.hash)
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
    opener.current?.focus();
  };

  const show = (next: number, focusThumbnail = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumbnail) thumbnails.current[wrapped]?.focus();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    void loadViewer();
    swipe.current = { x: event.clientX, y: event.clientY, swiped: false };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const from = swipe.current;
    if (!from || count < 2) return;
    const moved = event.clientX - from.x;
    if (Math.abs(moved) < SWIPE_DISTANCE || Math.abs(moved) < Math.abs(event.clientY - from.y)) return;
    from.swiped = true;
    // Dragging the photo to the left brings the next one in English, the previous one in Arabic.
    const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
    show(index + (moved < 0 ? 1 : -1) * forward);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The full-screen gallery (inside this section) has keys of its own.
    if (viewer) return;
    // Focus follows the photo only when it was on a thumbnail, so the arrow buttons keep their focus.
    const onThumbnail = thumbnails.current.includes(event.target as HTMLButtonElement);
    // The next photo lies to the right in English and to the left in Arabic (right-to-left).
    const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + forward,
      ArrowLeft: index - forward,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves) || count < 2) return;
    event.preventDefault();
    show(moves[event.key], onThumbnail);
  };

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Photos of this ${subject}`}
      className="space-y-3"
      onKeyDown={onKeyDown}
    >
      <div
        className="relative touch-pan-y overflow-hidden rounded-xl bg-muted"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <img
          key={current}
          {...responsiveImageProps(current, "(min-width: 1024px) 800px, 100vw")}
          alt={t`${subject}, photo ${position} of ${count}`}
          width={1200}
          height={800}
          fetchPriority={index === 0 ? "high" : "auto"}
          draggable={false}
          className="aspect-[3/2] w-full object-cover lg:aspect-[16/9]"
        />
        {/* Over the photo, not around it: what a button holds is hidden from screen readers, and the
            photo's name must not be. */}
        <button
          ref={opener}
          type="button"
          className="absolute inset-0 cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          aria-label={t`Open photo ${position} of ${count} full screen`}
          onMouseEnter={() => void loadViewer()}
          onFocus={() => void loadViewer()}
          onClick={() => {
            // The end of a swipe is not a tap.
            if (swipe.current?.swiped) return;
            openViewer(index);
          }}
        >
          <span
            aria-hidden="true"
            className="absolute bottom-3 inset-s-3 inline-flex items-center gap-1 rounded-md bg-black px-2 py-1 text-sm font-medium text-white"
          >
            <Expand className="size-4" />
            {t`Full screen`}
          </span>
        </button>
        {overlay && <div className="absolute inset-s-3 top-3 flex flex-wrap gap-1">{overlay}</div>}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t`Previous photo`}
              className="absolute inset-s-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow transition hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t`Next photo`}
              className="absolute inset-e-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow transition hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </>
        )}
        {/* Opaque: the counter's contrast never depends on the photo behind it. */}
        <p
          className="absolute bottom-3 inset-e-3 rounded-md bg-black px-2 py-1 text-sm font-medium text-white"
          aria-live="polite"
          aria-atomic="true"
        >
          <span className="sr-only">{t`Photo ${position} of ${count}`}</span>
          {/* "1 / 8" reads left to right in both languages. */}
          <span aria-hidden="true" dir="ltr" className="inline-block">
            {position} / {count}
          </span>
        </p>
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label={t`Choose a photo`}>
          {images.map((image, i) => {
            const number = i + 1;
            return (
              <li key={`${image}-${i}`} className="shrink-0">
                <button
                  ref={(node) => {
                    thumbnails.current[i] = node;
                  }}
                  type="button"
                  onClick={() => show(i)}
                  aria-label={t`Show photo ${number} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  className={cn(
                    "block overflow-hidden rounded-md border-2 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                    i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                  )}
                >
                  <img
                    {...responsiveImageProps(image, "96px")}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-24 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(videoSlide >= 0 || tourSlide >= 0) && (
        <div className="flex flex-wrap gap-2">
          {videoSlide >= 0 && (
            <MediaButton
              onClick={() => openViewer(videoSlide)}
              icon={<Play className="size-4" aria-hidden="true" />}
            >
              {t`Watch the video`}
            </MediaButton>
          )}
          {tourSlide >= 0 && (
            <MediaButton
              onClick={() => openViewer(tourSlide)}
              icon={<Rotate3d className="size-4" aria-hidden="true" />}
            >
              {t`360° tour`}
            </MediaButton>
          )}
        </div>
      )}
      {viewer && (
        <Suspense fallback={null}>
          <GalleryViewer
            slides={slides}
            start={viewer.start}
            playAtStart={viewer.play}
            subject={subject}
            onClose={closeViewer}
          />
        </Suspense>
      )}
    </section>
  );
}

function MediaButton({
  onClick,
  icon,
  children,
}: {
  onClick: () => void;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      onMouseEnter={() => void loadViewer()}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium transition hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {icon}
      {children}
    </button>
  );
}
