/**
 * The build chart of the benchmark report: build seconds and peak memory against the number of
 * posts, Astro + Pagefind against Hugo, as two side-by-side panels of plain SVG (no dependencies;
 * an opaque background so it reads in GitHub's light and dark themes).
 */

const WIDTH = 900;
const HEIGHT = 400;
const PANEL = { width: 340, height: 250, top: 70, left: [80, 530] };
const SERIES = [
  { name: 'Astro + Pagefind', color: '#2563eb', seconds: 'seconds', mb: 'peakMB', dash: '' },
  { name: 'Hugo', color: '#ea580c', seconds: 'hugoSeconds', mb: 'hugoPeakMB', dash: '6 4' },
];
const TARGETS = { seconds: 90, mb: 4096 };
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"';

/** XML-escapes text for an SVG text node or attribute. */
const esc = (text) => String(text).replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]);

/** "10,000" */
const thousands = (n) => Math.round(n).toLocaleString('en-US');

/** A tick step of 1, 2 or 5 × 10^k giving about `count` ticks up to `max`. */
function niceStep(max, count = 5) {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw);
}

/** A number for a point label: one decimal below 10, none above. */
const short = (value) => (value < 10 ? value.toFixed(1) : thousands(value));

/**
 * One panel: axes, grid, a dashed target line, and one polyline per series with labelled points.
 * @param {object[]} rows build rows sorted by posts
 * @param {{ left: number, title: string, key: 'seconds'|'mb', unit: string }} panel
 */
function drawPanel(rows, { left, title, key, unit }) {
  const { width, height, top } = PANEL;
  const bottom = top + height;
  const values = SERIES.flatMap((s) => rows.map((row) => row[s[key]])).filter(Number.isFinite);
  const yMax = Math.max(...values, TARGETS[key]) * 1.1;
  const step = niceStep(yMax);
  const yTop = Math.ceil(yMax / step) * step;
  const xMax = Math.max(...rows.map((row) => row.posts));
  const x = (posts) => left + (posts / xMax) * width;
  const y = (value) => bottom - (value / yTop) * height;

  const parts = [
    `<text x="${left + width / 2}" y="${top - 16}" text-anchor="middle" font-size="15" font-weight="600">${esc(title)}</text>`,
  ];
  for (let v = 0; v <= yTop + step / 2; v += step) {
    parts.push(`<line x1="${left}" x2="${left + width}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end" font-size="12" fill="#4b5563">${thousands(v)}</text>`);
  }
  parts.push(`<line x1="${left}" x2="${left}" y1="${top}" y2="${bottom}" stroke="#9ca3af"/>`);
  parts.push(`<line x1="${left}" x2="${left + width}" y1="${bottom}" y2="${bottom}" stroke="#9ca3af"/>`);
  let lastLabelX = -Infinity;
  for (const row of rows) {
    parts.push(`<line x1="${x(row.posts)}" x2="${x(row.posts)}" y1="${bottom}" y2="${bottom + 5}" stroke="#9ca3af"/>`);
    // Sizes close together on the axis (100 and 1,000 of 10,000) would print over each other: label the first only.
    if (x(row.posts) - lastLabelX < 44) continue;
    lastLabelX = x(row.posts);
    parts.push(
      `<text x="${x(row.posts)}" y="${bottom + 19}" text-anchor="middle" font-size="12" fill="#4b5563">${thousands(row.posts)}</text>`,
    );
  }
  parts.push(`<text x="${left + width / 2}" y="${bottom + 40}" text-anchor="middle" font-size="12" fill="#374151">posts</text>`);
  parts.push(
    `<text transform="translate(${left - 58} ${top + height / 2}) rotate(-90)" text-anchor="middle" font-size="12" fill="#374151">${esc(unit)}</text>`,
  );

  const target = TARGETS[key];
  parts.push(
    `<line x1="${left}" x2="${left + width}" y1="${y(target)}" y2="${y(target)}" stroke="#dc2626" stroke-dasharray="3 3"/>`,
  );
  parts.push(
    `<text x="${left + 6}" y="${y(target) - 5}" font-size="11" fill="#dc2626">target at 10,000 posts: ${thousands(target)} ${esc(unit.split(' ')[0])}</text>`,
  );

  for (const [index, series] of SERIES.entries()) {
    const points = rows
      .filter((row) => Number.isFinite(row[series[key]]))
      .map((row) => [x(row.posts), y(row[series[key]]), row[series[key]]]);
    if (!points.length) continue;
    const path = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
    parts.push(
      `<polyline points="${path}" fill="none" stroke="${series.color}" stroke-width="2.5" stroke-dasharray="${series.dash}"/>`,
    );
    // Values label their points from the largest size down, skipping points crowded against the
    // last labelled one (100 next to 1,000 posts); labels sit above-left, above-right near the y axis.
    let lastLabelX = Infinity;
    for (const [px, py, value] of [...points].reverse()) {
      parts.push(`<circle cx="${px}" cy="${py}" r="4" fill="${series.color}"/>`);
      if (lastLabelX - px < 36) continue;
      lastLabelX = px;
      const [lx, anchor] = px - left < 30 ? [px + 6, 'start'] : [px - 6, 'end'];
      // Hugo's line runs under Astro's: its labels go under its points (when there is room) so close values do not collide.
      const ly = index === 1 && bottom - py > 22 ? py + 17 : py - 8;
      parts.push(
        `<text x="${lx}" y="${ly}" text-anchor="${anchor}" font-size="11" fill="${series.color}">${short(value)}</text>`,
      );
    }
  }
  return parts.join('\n');
}

/** The legend, centred under the title. */
function drawLegend() {
  return SERIES.map((series, i) => {
    const lx = WIDTH / 2 - 150 + i * 190;
    return (
      `<line x1="${lx}" x2="${lx + 28}" y1="${HEIGHT - 22}" y2="${HEIGHT - 22}" stroke="${series.color}" stroke-width="2.5" stroke-dasharray="${series.dash}"/>` +
      `<circle cx="${lx + 14}" cy="${HEIGHT - 22}" r="4" fill="${series.color}"/>` +
      `<text x="${lx + 36}" y="${HEIGHT - 18}" font-size="13">${esc(series.name)}</text>`
    );
  }).join('\n');
}

/**
 * The SVG document of the build chart.
 * @param {Array<{ posts: number, seconds: number, peakMB: number, hugoSeconds?: number, hugoPeakMB?: number }>|null} build
 * @param {{ title?: string }} [options]
 * @returns {string}
 */
export function buildChartSvg(build, { title = 'Full cold build: Astro + Pagefind vs Hugo' } = {}) {
  const rows = (build ?? []).filter((row) => row.posts > 0).sort((a, b) => a.posts - b.posts);
  const body = rows.length
    ? [
        drawPanel(rows, { left: PANEL.left[0], title: 'Build time', key: 'seconds', unit: 'seconds' }),
        drawPanel(rows, { left: PANEL.left[1], title: 'Peak memory (whole process tree)', key: 'mb', unit: 'MB resident' }),
        drawLegend(),
      ].join('\n')
    : `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-size="16" fill="#6b7280">Build not measured</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ${FONT} fill="#111827">
<title>${esc(title)}</title>
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="${WIDTH / 2}" y="26" text-anchor="middle" font-size="17" font-weight="700">${esc(title)}</text>
${body}
</svg>
`;
}
