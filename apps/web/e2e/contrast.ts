// WCAG 2 contrast between two computed colours (what getComputedStyle gives: `rgb(…)` or `rgba(…)`), for
// the specs that measure what a person can tell apart: print, forced colours, the notification cards.

function channels(color: string): [number, number, number] {
  const match = /rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color);
  if (!match) throw new Error(`not an rgb() colour: ${color}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The relative luminance of an `rgb(…)` colour (WCAG 2). */
function relativeLuminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `rgb(…)` colours, 1 to 21, whichever is lighter. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
