/**
 * Lighthouse 12 on one URL: the four category scores (mobile form factor, Lighthouse's default
 * simulated throttling) and why each is below 100 — the audits that did not pass.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const CATEGORIES = /** @type {const} */ ({
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
});

/** Audits whose score counts (the others only inform). */
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** The lab metrics a report shows beside the performance score. */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/**
 * @typedef {{ id: string, category: string, score: number, title: string, displayValue?: string }} FailingAudit
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   metrics: Record<keyof typeof METRICS, number>, failing: FailingAudit[] }} LighthouseScores
 */

/**
 * The audits of each category that scored below 1 (informative, manual and not-applicable
 * audits have no score and are left out).
 *
 * @param {any} lhr Lighthouse's result
 * @returns {FailingAudit[]}
 */
function failingAudits(lhr) {
  /** @type {FailingAudit[]} */
  const failing = [];
  for (const [key, id] of Object.entries(CATEGORIES)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || !SCORED.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= 1) continue;
      failing.push({ id: ref.id, category: key, score: audit.score, title: audit.title, displayValue: audit.displayValue });
    }
  }
  return failing;
}

/**
 * Runs Lighthouse (mobile, simulated throttling) on `url` in its own headless Chromium. A page
 * answered with an error status (the 404 page) cannot be audited: Lighthouse refuses it, and
 * this throws.
 *
 * @param {string} url
 * @param {{ saveReport?: string }} [options] `saveReport`: also write Lighthouse's full JSON there
 * @returns {Promise<LighthouseScores>}
 */
export async function runLighthouse(url, { saveReport } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(CATEGORIES),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (saveReport) writeFileSync(saveReport, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics = /** @type {Record<keyof typeof METRICS, number>} */ (
      Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, round(lhr.audits[id]?.numericValue ?? NaN, key)]))
    );
    return {
      performance: score(CATEGORIES.performance),
      accessibility: score(CATEGORIES.accessibility),
      bestPractices: score(CATEGORIES.bestPractices),
      seo: score(CATEGORIES.seo),
      metrics,
      failing: failingAudits(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/** Milliseconds to whole numbers, CLS to three decimals. */
const round = (value, key) => (key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value));
