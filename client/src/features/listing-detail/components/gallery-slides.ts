import { mediaEmbed, type MediaEmbed } from "@shared/media-embeds";

/** One place in the gallery: a photo, or the listing's video or 360° tour. */
export type GallerySlide = { kind: "photo"; src: string } | { kind: "video" | "tour"; embed: MediaEmbed };

/** The photos in the lister's order, then the video, then the tour (each when the listing has one). */
export function gallerySlides(
  images: string[],
  videoUrl: string | null | undefined,
  tourUrl: string | null | undefined,
): GallerySlide[] {
  const slides: GallerySlide[] = images.map((src) => ({ kind: "photo", src }));
  const video = videoUrl ? mediaEmbed(videoUrl) : null;
  if (video) slides.push({ kind: "video", embed: video });
  const tour = tourUrl ? mediaEmbed(tourUrl) : null;
  if (tour) slides.push({ kind: "tour", embed: tour });
  return slides;
}

/** The address fragment that opens the gallery on the video or the tour (after a full load: see the viewer). */
export const SLIDE_FRAGMENTS = { video: "#video", tour: "#tour" } as const;
