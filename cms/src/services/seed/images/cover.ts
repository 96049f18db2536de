import { escapeXml, FONT, hashString, randomFrom, svgDocument, wrapWords } from './svg';

const COVER_WIDTH = 1600;
const COVER_HEIGHT = 900;

/** Gradient pairs; each category picks from its own row so its covers feel related. */
const PALETTES: Record<string, Array<[string, string]>> = {
  'web-development': [
    ['#4f46e5', '#06b6d4'],
    ['#2563eb', '#7c3aed'],
    ['#0ea5e9', '#6366f1'],
  ],
  design: [
    ['#db2777', '#f59e0b'],
    ['#e11d48', '#a855f7'],
    ['#f97316', '#ec4899'],
  ],
  devops: [
    ['#0f766e', '#22c55e'],
    ['#065f46', '#0ea5e9'],
    ['#15803d', '#14b8a6'],
  ],
  career: [
    ['#7c2d12', '#f59e0b'],
    ['#9a3412', '#eab308'],
    ['#b45309', '#ef4444'],
  ],
  productivity: [
    ['#1e3a8a', '#a855f7'],
    ['#312e81', '#ec4899'],
    ['#4338ca', '#22d3ee'],
  ],
};
const FALLBACK: Array<[string, string]> = [['#334155', '#64748b']];

function shapes(random: () => number): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const r = 40 + random() * 220;
    const cx = 700 + random() * 1000;
    const cy = random() * COVER_HEIGHT;
    parts.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 4; i += 1) {
    const size = 80 + random() * 200;
    const x = 800 + random() * 700;
    const y = random() * 800;
    const angle = random() * 90;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="28" ` +
        `fill="none" stroke="#fff" stroke-opacity="${(0.15 + random() * 0.2).toFixed(2)}" stroke-width="6" ` +
        `transform="rotate(${angle.toFixed(0)} ${(x + size / 2).toFixed(0)} ${(y + size / 2).toFixed(0)})"/>`,
    );
  }
  return parts.join('');
}

/** The SVG of a 1600×900 post cover: a gradient, soft geometry, the category and a short title. */
export function coverSvg(title: string, category: { key: string; name: string }): string {
  const random = randomFrom(hashString(title));
  const palette = PALETTES[category.key] ?? FALLBACK;
  const [from, to] = palette[Math.floor(random() * palette.length)] ?? FALLBACK[0]!;
  // Balanced lines of at most ~22 characters: no lonely last word.
  const lineCount = Math.ceil(title.length / 22);
  const lines = wrapWords(title, Math.ceil(title.length / lineCount) + 3).slice(0, 3);
  const lineHeight = 112;
  const firstBaseline = COVER_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + 60;
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="120" y="${firstBaseline + i * lineHeight}" font-family="${FONT}" font-size="96" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.85" cy="0.15" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity="0.18"/></pattern></defs>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>` +
    `<rect x="0" y="0" width="620" height="${COVER_HEIGHT}" fill="url(#dots)"/>` +
    shapes(random) +
    `<rect x="120" y="150" width="${Math.max(160, category.name.length * 24 + 60)}" height="60" rx="30" fill="#000" fill-opacity="0.22"/>` +
    `<text x="150" y="191" font-family="${FONT}" font-size="28" letter-spacing="4" fill="#fff">${escapeXml(category.name.toUpperCase())}</text>` +
    titleText +
    `<rect x="120" y="${COVER_HEIGHT - 130}" width="120" height="8" rx="4" fill="#fff" fill-opacity="0.8"/>`;
  return svgDocument(COVER_WIDTH, COVER_HEIGHT, body);
}

/** The SVG of a square avatar: a gradient disc with initials. */
export function avatarSvg(initials: string): string {
  const size = 400;
  const body =
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#a)"/>` +
    `<circle cx="320" cy="80" r="120" fill="#fff" fill-opacity="0.12"/>` +
    `<text x="200" y="245" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>`;
  return svgDocument(size, size, body);
}
