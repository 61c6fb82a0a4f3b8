import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { responsiveImageProps } from "@shared/media";
import { cn } from "@/lib/utils";

interface ListingGalleryProps {
  images: string[];
  /** Describes the photos to screen readers: "Apartment in Dubai Marina". */
  subject: string;
  /** Badges laid over the main photo (Featured, Sample Listing). */
  overlay?: React.ReactNode;
}

/**
 * The listing's photos: one large photo with previous/next buttons and a counter, and a strip of thumbnail
 * buttons. Arrow keys, Home and End move through the photos from anywhere inside the gallery.
 */
export function ListingGallery({ images, subject, overlay }: ListingGalleryProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const position = index + 1;

  const show = (next: number, focusThumbnail = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumbnail) thumbnails.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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
      <div className="relative overflow-hidden rounded-xl bg-muted">
        <img
          key={current}
          {...responsiveImageProps(current, "(min-width: 1024px) 800px, 100vw")}
          alt={t`${subject}, photo ${position} of ${count}`}
          width={1200}
          height={800}
          fetchPriority={index === 0 ? "high" : "auto"}
          className="aspect-[3/2] w-full object-cover lg:aspect-[16/9]"
        />
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
    </section>
  );
}
