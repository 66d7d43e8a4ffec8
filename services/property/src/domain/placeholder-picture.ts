// Placeholder pictures as SVG data URLs: shown offline, and impossible to mistake for a photo of a real home.
const PICTURE_COLOURS = ['#5b7f95', '#8a6f4d', '#6b8f5e', '#9a5b5b', '#6c6a92'];

/** A labelled placeholder picture as an SVG data URL (works offline, never mistaken for a photo). */
export function placeholderPicture(title: string, caption: string, index: number): string {
  const colour = PICTURE_COLOURS[index % PICTURE_COLOURS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533">` +
    `<rect width="800" height="533" fill="${colour}"/>` +
    `<text x="400" y="250" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">` +
    `${escapeXml(title)}</text>` +
    `<text x="400" y="310" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">` +
    `${escapeXml(caption)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
