// Lighthouse with its default (mobile) settings, in Debian's Chromium launched here.
// Several runs per page: the median one by performance score is reported, as
// Lighthouse's own docs advise for noisy machines.
import lighthouse from 'lighthouse';
import {launchChromium} from './chromium.ts';
import {CATEGORIES, medianRunIndex, readLhr, type LighthouseResult, type LighthouseRun} from './lighthouse-result.ts';

export interface LighthousePage {
  key: string;
  label: string;
  path: string;
  /** Cookie header to send (the cart page with a line in it) */
  cookie?: string;
}

export async function benchLighthouse(options: {
  storefrontUrl: string;
  pages: LighthousePage[];
  runs: number;
  log: (line: string) => void;
}): Promise<LighthouseResult[]> {
  const chromium = await launchChromium();
  const results: LighthouseResult[] = [];
  try {
    for (const page of options.pages) {
      const runs: LighthouseRun[] = [];
      let error: string | null = null;
      for (let i = 0; i < options.runs; i += 1) {
        try {
          const outcome = await lighthouse(`${options.storefrontUrl}${page.path}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            extraHeaders: page.cookie ? {Cookie: page.cookie} : undefined,
          });
          if (!outcome) throw new Error('Lighthouse n’a rien renvoyé');
          if (outcome.lhr.runtimeError) throw new Error(`${outcome.lhr.runtimeError.code} : ${outcome.lhr.runtimeError.message}`);
          const run = readLhr(outcome.lhr);
          runs.push(run);
          options.log(
            `  Lighthouse ${page.path} (${i + 1}/${options.runs}) : performance ${run.scores.performance}, LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms`,
          );
        } catch (failure) {
          error = (failure as Error).message;
          options.log(`  Lighthouse ${page.path} : ${error}`);
        }
      }
      results.push({
        key: page.key,
        label: page.label,
        path: page.path,
        runs: runs.length,
        median: runs.length ? runs[medianRunIndex(runs)] : null,
        performanceScores: runs.map((run) => run.scores.performance),
        error: runs.length ? null : error,
      });
    }
  } finally {
    chromium.stop();
  }
  return results;
}
