/**
 * Lighthouse runs against the served build: Debian Chromium started by
 * chrome-launcher, the default (mobile) configuration with its simulated
 * throttling, several runs per page reduced to per-value medians.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, CHROMIUM_FLAGS } from '../chromium/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
/**
 * Third-party hosts the pages load (Google Tag Manager and what it pulls
 * in). They are blocked: the benchmark measures this site's own code, and
 * runs with or without a network give the same numbers. Chrome's blocked
 * requests are not counted as console errors by Lighthouse.
 */
export const BLOCKED_URL_PATTERNS = ['*googletagmanager.com*', '*google-analytics.com*'];

type Category = (typeof CATEGORIES)[number];
type Metric = keyof typeof METRICS;

/** The parts of a Lighthouse result (LHR) read here. */
export type LhrLike = {
  lighthouseVersion?: string;
  environment?: { hostUserAgent?: string };
  runtimeError?: { code?: string; message?: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; scoreDisplayMode?: string }
  >;
};

export type FailedAudit = { category: Category; id: string; title: string };

export type RunSummary = {
  /** 0–100, null when the category has no score. */
  scores: Record<Category, number | null>;
  /** FCP, LCP, TBT and SI in milliseconds, CLS unitless. */
  metrics: Record<Metric, number | null>;
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failed: FailedAudit[];
};

export type PageSummary = Omit<RunSummary, 'failed'> & {
  route: string;
  /** Successful runs the medians come from. */
  runs: number;
  errors: string[];
  failed: (FailedAudit & { runs: number })[];
};

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarizeRun(lhr: LhrLike): RunSummary {
  const scores = {} as RunSummary['scores'];
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
    if (category === 'performance' || !entry) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failed.push({ category, id: ref.id, title: audit.title });
    }
  }
  const metrics = {} as RunSummary['metrics'];
  for (const [key, id] of Object.entries(METRICS) as [Metric, string][])
    metrics[key] = lhr.audits[id]?.numericValue ?? null;
  return { scores, metrics, failed };
}

/** Per-value medians of a page's runs; failed audits with the number of runs they failed in. */
export function combineRuns(route: string, runs: RunSummary[], errors: string[] = []): PageSummary {
  const pick = <T extends string>(values: (run: RunSummary) => Record<T, number | null>, key: T) =>
    median(runs.map((run) => values(run)[key]).filter((v): v is number => v !== null));
  const scores = {} as RunSummary['scores'];
  for (const category of CATEGORIES) {
    const value = pick((run) => run.scores, category);
    scores[category] = value === null ? null : Math.round(value);
  }
  const metrics = {} as RunSummary['metrics'];
  for (const key of Object.keys(METRICS) as Metric[]) metrics[key] = pick((r) => r.metrics, key);
  const failed = new Map<string, FailedAudit & { runs: number }>();
  for (const run of runs)
    for (const audit of run.failed) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failed.get(key);
      if (seen) seen.runs += 1;
      else failed.set(key, { ...audit, runs: 1 });
    }
  return { route, runs: runs.length, errors, scores, metrics, failed: [...failed.values()] };
}

export type LighthouseResults = {
  lighthouseVersion: string;
  userAgent: string;
  runsPerPage: number;
  pages: PageSummary[];
};

/**
 * Runs Lighthouse `runs` times on each page of `origin` and summarizes each
 * page; every report is kept as JSON in `reportDir`.
 */
export async function runLighthouse({
  origin,
  routes,
  runs,
  reportDir,
  log,
}: {
  origin: string;
  routes: string[];
  runs: number;
  reportDir: string;
  log: (line: string) => void;
}): Promise<LighthouseResults> {
  // Both are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  let lighthouseVersion = '';
  let userAgent = '';
  const pages: PageSummary[] = [];
  for (const route of routes) {
    const summaries: RunSummary[] = [];
    const errors: string[] = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`  Lighthouse ${route}（第 ${run}/${runs} 次）`);
      // A fresh browser per run: no state carries over from one run to the next.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: CHROMIUM_FLAGS,
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          blockedUrlPatterns: BLOCKED_URL_PATTERNS,
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const lhr = result.lhr as unknown as LhrLike;
        const name = `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'index'}-${run}.json`;
        fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
        if (lhr.runtimeError)
          throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        lighthouseVersion = lhr.lighthouseVersion ?? lighthouseVersion;
        userAgent = lhr.environment?.hostUserAgent ?? userAgent;
        summaries.push(summarizeRun(lhr));
      } catch (error) {
        errors.push((error as Error).message);
        log(`    失败：${(error as Error).message}`);
      } finally {
        chrome.kill();
      }
    }
    pages.push(combineRuns(route, summaries, errors));
  }
  return { lighthouseVersion, userAgent, runsPerPage: runs, pages };
}
