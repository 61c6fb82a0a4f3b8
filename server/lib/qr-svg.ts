import QRCode from "qrcode";

/** The blank border a reader needs around a QR code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path of unit squares in a `size`×`size` grid, quiet zone included, for the page to
 * draw inline (`<svg viewBox="0 0 size size"><path d={path}/></svg>`): drawn here so the browser gets no
 * QR library. Each run of dark modules in a row is one rectangle, so a 100-character address is about 2 kB.
 * Error correction M (15%): the usual level for printed and on-screen codes.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const inner = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < inner; row += 1) {
    let col = 0;
    while (col < inner) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < inner && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: inner + 2 * QUIET_ZONE, path: parts.join("") };
}
