import type { PropertyType } from "@shared/listing";

/**
 * Sample listings' photos are drawn, not downloaded: simple SVG scenes (sky, ground, a building of the
 * listing's type) that vary by a variant number, so seeded data looks varied while clearly illustrative.
 */
export const SAMPLE_VARIANTS = 12;
export const SAMPLE_KINDS = [
  "villa",
  "apartment",
  "townhouse",
  "penthouse",
  "office",
  "retail",
  "warehouse",
] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

const SKIES: [string, string][] = [
  ["#7dc4f0", "#e8f5fd"],
  ["#f7b267", "#fde4c3"],
  ["#5a8fd8", "#cfe3f7"],
  ["#f79d84", "#fde1d3"],
  ["#8ecae6", "#f1f8fb"],
  ["#2b4c7e", "#a7c0e0"],
];
const WALLS = ["#f4ede1", "#e9dcc7", "#ffffff", "#d8cfc4", "#efe3d0", "#c9d6df"];
const ACCENTS = ["#1f4e5f", "#8a5a44", "#2f3e46", "#6b705c", "#3d5a80", "#9c6644"];

export function sampleImagePath(kind: SampleKind, variant: number): string {
  return `/media/sample/${kind}-${variant % SAMPLE_VARIANTS}.svg`;
}

export function placeholderImageFor(propertyType: PropertyType): string {
  return sampleImagePath(propertyType.toLowerCase() as SampleKind, 0);
}

export function parseSampleImageName(
  name: string,
): { kind: SampleKind; variant: number; format: "svg" | "png" } | null {
  const match = /^([a-z]+)-(\d{1,2})\.(svg|png)$/.exec(name);
  if (!match || !(SAMPLE_KINDS as readonly string[]).includes(match[1])) return null;
  const variant = Number(match[2]);
  return variant < SAMPLE_VARIANTS
    ? { kind: match[1] as SampleKind, variant, format: match[3] as "svg" | "png" }
    : null;
}

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
) {
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" fill="${fill}"/>`;
    }
  }
  return out;
}

function palm(x: number, ground: number, scale: number) {
  const top = ground - 150 * scale;
  const leaves = [-60, -25, 10, 45, 80]
    .map(
      (a) =>
        `<path d="M${x} ${top} q ${Math.cos((a * Math.PI) / 180) * 60 * scale} ${-30 * scale} ${Math.cos((a * Math.PI) / 180) * 110 * scale} ${Math.sin((a * Math.PI) / 180) * 50 * scale + 25 * scale}" stroke="#2d6a4f" stroke-width="${14 * scale}" fill="none" stroke-linecap="round"/>`,
    )
    .join("");
  return `<path d="M${x - 6 * scale} ${ground} q ${10 * scale} ${-75 * scale} ${6 * scale} ${-150 * scale}" stroke="#8d6e4f" stroke-width="${12 * scale}" fill="none"/>${leaves}`;
}

function building(kind: SampleKind, v: number): string {
  const wall = WALLS[v % WALLS.length];
  const accent = ACCENTS[(v * 5) % ACCENTS.length];
  const glass = "#9cc3d5";
  const ground = 640;
  switch (kind) {
    case "villa":
      return `<rect x="300" y="420" width="600" height="220" fill="${wall}"/><rect x="250" y="400" width="700" height="30" fill="${accent}"/>
        <rect x="420" y="300" width="360" height="110" fill="${wall}"/><rect x="400" y="285" width="400" height="22" fill="${accent}"/>
        ${windows(340, 470, 4, 1, 90, 110, 40, glass)}${windows(450, 330, 3, 1, 80, 60, 30, glass)}
        <rect x="180" y="${ground}" width="840" height="40" fill="#4cc9f0" opacity="0.8"/>${palm(200, ground, 1)}${palm(1000, ground, 0.85)}`;
    case "townhouse":
      return (
        [0, 1, 2]
          .map((i) => {
            const x = 240 + i * 250;
            return `<rect x="${x}" y="380" width="230" height="260" fill="${WALLS[(v + i) % WALLS.length]}"/><polygon points="${x - 10},385 ${x + 115},300 ${x + 240},385" fill="${accent}"/>${windows(x + 25, 420, 2, 2, 70, 70, 40, glass)}<rect x="${x + 90}" y="560" width="50" height="80" fill="${accent}"/>`;
          })
          .join("") + palm(1080, ground, 0.8)
      );
    case "apartment":
      return `<rect x="430" y="140" width="340" height="500" fill="${wall}"/>${windows(455, 165, 5, 11, 46, 30, 14, glass)}
        <rect x="800" y="300" width="200" height="340" fill="${WALLS[(v + 2) % WALLS.length]}"/>${windows(820, 320, 3, 7, 40, 28, 16, glass)}
        <rect x="220" y="360" width="180" height="280" fill="${WALLS[(v + 3) % WALLS.length]}"/>${windows(238, 380, 3, 6, 38, 26, 16, glass)}`;
    case "penthouse":
      return `<rect x="450" y="170" width="300" height="470" fill="${wall}"/>${windows(470, 240, 5, 10, 40, 26, 14, glass)}
        <rect x="430" y="120" width="340" height="60" fill="${glass}" stroke="${accent}" stroke-width="6"/><rect x="420" y="112" width="360" height="12" fill="${accent}"/>
        ${palm(800, 180, 0.35)}<rect x="160" y="420" width="220" height="220" fill="${WALLS[(v + 1) % WALLS.length]}"/>${windows(180, 440, 4, 4, 34, 28, 18, glass)}`;
    case "office":
      return `<polygon points="420,640 420,150 600,100 600,640" fill="#5d7b92"/><polygon points="600,100 780,150 780,640 600,640" fill="#86a6bb"/>
        ${Array.from({ length: 9 }, (_, i) => `<rect x="${430 + i * 38}" y="${160 - (i < 5 ? i * 10 : (9 - i) * 10)}" width="6" height="470" fill="#dbe9f1" opacity="0.6"/>`).join("")}
        <rect x="820" y="380" width="200" height="260" fill="${wall}"/>${windows(840, 400, 4, 5, 32, 34, 14, glass)}`;
    case "retail":
      return `<rect x="220" y="420" width="760" height="220" fill="${wall}"/><rect x="220" y="400" width="760" height="30" fill="${accent}"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${250 + i * 185}" y="470" width="150" height="170" fill="${glass}"/><path d="M${245 + i * 185} 450 h160 l-15 28 h-130 z" fill="${ACCENTS[(v + i) % ACCENTS.length]}"/>`).join("")}`;
    case "warehouse":
      return `<polygon points="180,640 180,400 600,330 1020,400 1020,640" fill="${wall}"/><polygon points="180,400 600,330 1020,400 1020,420 600,350 180,420" fill="${accent}"/>
        ${[0, 1, 2].map((i) => `<rect x="${260 + i * 260}" y="470" width="170" height="170" fill="#8d99ae"/>${Array.from({ length: 8 }, (_, j) => `<rect x="${260 + i * 260}" y="${478 + j * 20}" width="170" height="4" fill="#6c7a89"/>`).join("")}`).join("")}`;
  }
}

export function renderSampleImage(kind: SampleKind, variant: number): string {
  const [skyTop, skyBottom] = SKIES[variant % SKIES.length];
  const sunX = 150 + ((variant * 137) % 900);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="Illustration of a ${kind}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#sky)"/><circle cx="${sunX}" cy="120" r="55" fill="#fff3c4" opacity="0.9"/>
<rect y="640" width="1200" height="160" fill="${variant % 2 ? "#e0c9a6" : "#d4b483"}"/>
${building(kind, variant)}
<rect y="720" width="1200" height="80" fill="#b08d57" opacity="0.35"/>
</svg>`;
}
