/**
 * A listing's video and 360° tour (docs/decisions/0066-gallery-video-and-tours.md): the lister pastes the
 * address they share anyway (a YouTube or Vimeo video, a Matterport tour); the gallery shows it in a frame
 * from the provider's player.
 * Only these three providers are accepted, so the property page's Content-Security-Policy can allow
 * exactly their player hosts, and only on the pages that show one (server/render: `frameSourcesFor`).
 */

export const MEDIA_URL_MAX = 300;

export type MediaProvider = "youtube" | "vimeo" | "matterport";

export interface MediaEmbed {
  provider: MediaProvider;
  /** The provider's own page for it, the form the site stores: `https://www.youtube.com/watch?v=…`. */
  pageUrl: string;
  /** What the gallery's frame loads: the provider's player, without tracking cookies where it offers that. */
  embedUrl: string;
  /** The origin the frame loads from, for the page's `frame-src`. */
  frameOrigin: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{11}$/;

function youtube(id: string): MediaEmbed {
  return {
    provider: "youtube",
    pageUrl: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    frameOrigin: "https://www.youtube-nocookie.com",
  };
}

function vimeo(id: string): MediaEmbed {
  return {
    provider: "vimeo",
    pageUrl: `https://vimeo.com/${id}`,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`,
    frameOrigin: "https://player.vimeo.com",
  };
}

function matterport(id: string): MediaEmbed {
  return {
    provider: "matterport",
    pageUrl: `https://my.matterport.com/show/?m=${id}`,
    embedUrl: `https://my.matterport.com/show/?m=${id}&play=1`,
    frameOrigin: "https://my.matterport.com",
  };
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const [first, second] = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return first ?? null;
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  if (first === "embed" || first === "shorts" || first === "live") return second ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const parts = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "player.vimeo.com") return parts[0] === "video" ? (parts[1] ?? null) : null;
  if (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com") return parts[0] ?? null;
  return null;
}

function matterportId(url: URL): string | null {
  if (url.hostname !== "my.matterport.com") return null;
  if (url.pathname !== "/show" && url.pathname !== "/show/") return null;
  return url.searchParams.get("m");
}

function parsedUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** What a pasted address shows, or null when it is not a YouTube, Vimeo or Matterport address the site reads. */
export function mediaEmbed(value: string): MediaEmbed | null {
  if (value.length > MEDIA_URL_MAX) return null;
  const url = parsedUrl(value);
  if (!url) return null;
  const youtubeMatch = youtubeId(url);
  if (youtubeMatch && YOUTUBE_ID.test(youtubeMatch)) return youtube(youtubeMatch);
  const vimeoMatch = vimeoId(url);
  if (vimeoMatch && VIMEO_ID.test(vimeoMatch)) return vimeo(vimeoMatch);
  const matterportMatch = matterportId(url);
  if (matterportMatch && MATTERPORT_ID.test(matterportMatch)) return matterport(matterportMatch);
  return null;
}

/** The video field takes a YouTube or Vimeo address. */
export const VIDEO_PROVIDERS: readonly MediaProvider[] = ["youtube", "vimeo"];
/** The tour field takes a Matterport tour, or a 360° video on YouTube or Vimeo. */
export const TOUR_PROVIDERS: readonly MediaProvider[] = ["matterport", "youtube", "vimeo"];

/** Why a pasted video or tour address is refused (the field error), or null when it is accepted. */
export function refusedMediaUrl(value: string, field: "video" | "tour"): string | null {
  if (value.length > MEDIA_URL_MAX) {
    return `${field === "video" ? "Video" : "360° tour"} link: at most ${MEDIA_URL_MAX} characters`;
  }
  const embed = mediaEmbed(value);
  const allowed = field === "video" ? VIDEO_PROVIDERS : TOUR_PROVIDERS;
  if (embed && allowed.includes(embed.provider)) return null;
  return field === "video"
    ? "Video link: paste the address of the video on YouTube or Vimeo"
    : "360° tour link: paste the address of the tour on Matterport (or a 360° video on YouTube or Vimeo)";
}
