import { escapeXml, FONT, svgDocument } from './svg';

const FIGURE_WIDTH = 1200;
const FIGURE_HEIGHT = 675;

export interface FigureSpec {
  /** Referenced from post markdown as `media:<key>`. */
  key: string;
  alt: string;
  kind: 'pipeline' | 'layers' | 'layout' | 'bars';
  heading: string;
  /** Boxes, layers or bars; `value` is a bar's height (0–100). */
  items: Array<{ label: string; value?: number }>;
}

const COLORS = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ec4899', '#8b5cf6'];
const color = (i: number) => COLORS[i % COLORS.length] ?? '#6366f1';

const label = (x: number, y: number, text: string, size = 26, fill = '#fff') =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${fill}">${escapeXml(text)}</text>`;

function pipeline(items: FigureSpec['items']): string {
  const gap = 50;
  const width = (FIGURE_WIDTH - 120 - gap * (items.length - 1)) / items.length;
  return items
    .map((item, i) => {
      const x = 60 + i * (width + gap);
      const box = `<rect x="${x}" y="290" width="${width}" height="140" rx="20" fill="${color(i)}"/>${label(x + width / 2, 370, item.label, 24)}`;
      const arrow =
        i < items.length - 1
          ? `<path d="M${x + width + 8} 360 h${gap - 22}" stroke="#475569" stroke-width="6"/><path d="M${x + width + gap - 6} 360 l-16 -12 v24 z" fill="#475569"/>`
          : '';
      return box + arrow;
    })
    .join('');
}

function layers(items: FigureSpec['items']): string {
  const height = Math.min(90, 460 / items.length);
  return items
    .map((item, i) => {
      const width = 900 - i * 70;
      const x = (FIGURE_WIDTH - width) / 2;
      const y = FIGURE_HEIGHT - 70 - (i + 1) * (height + 10);
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${color(i)}"/>${label(FIGURE_WIDTH / 2, y + height / 2 + 9, item.label)}`;
    })
    .join('');
}

function layout(items: FigureSpec['items']): string {
  const [header, sidebar, main, footer] = items.map((item) => item.label);
  const area = (x: number, y: number, w: number, h: number, text: string | undefined, i: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${color(i)}" fill-opacity="0.9"/>${label(x + w / 2, y + h / 2 + 9, text ?? '')}`;
  return (
    area(100, 130, 1000, 90, header, 0) +
    area(100, 240, 280, 270, sidebar, 1) +
    area(400, 240, 700, 270, main, 2) +
    area(100, 530, 1000, 80, footer, 3)
  );
}

function bars(items: FigureSpec['items']): string {
  const slot = (FIGURE_WIDTH - 200) / items.length;
  const chartBottom = 560;
  return (
    `<path d="M100 ${chartBottom} H${FIGURE_WIDTH - 100}" stroke="#94a3b8" stroke-width="3"/>` +
    items
      .map((item, i) => {
        const h = ((item.value ?? 0) / 100) * 380;
        const x = 100 + i * slot + slot * 0.2;
        const w = slot * 0.6;
        return (
          `<rect x="${x}" y="${chartBottom - h}" width="${w}" height="${h}" rx="10" fill="${color(i)}"/>` +
          label(x + w / 2, chartBottom - h - 14, String(item.value ?? 0), 24, '#334155') +
          label(x + w / 2, chartBottom + 40, item.label, 22, '#334155')
        );
      })
      .join('')
  );
}

const DRAW: Record<FigureSpec['kind'], (items: FigureSpec['items']) => string> = { pipeline, layers, layout, bars };

/** The SVG of an inline article figure: a light card with a heading and a simple diagram. */
export function figureSvg(spec: FigureSpec): string {
  const body =
    `<rect width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" fill="#f8fafc"/>` +
    `<rect x="20" y="20" width="${FIGURE_WIDTH - 40}" height="${FIGURE_HEIGHT - 40}" rx="28" fill="#fff" stroke="#e2e8f0" stroke-width="3"/>` +
    label(FIGURE_WIDTH / 2, 95, spec.heading, 40, '#0f172a') +
    DRAW[spec.kind](spec.items);
  return svgDocument(FIGURE_WIDTH, FIGURE_HEIGHT, body);
}
