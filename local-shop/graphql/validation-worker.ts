// The worker thread behind validation.ts: the official schema, loaded once, and large
// documents analysed one after another (analysis.ts); the verdict goes back with the CPU
// time it took, which counts against the client's share (analysis-queue.ts).

import {parentPort} from 'node:worker_threads';
import {type AnalysisJob, analyseDocument} from './analysis.ts';
import {loadStorefrontSchema} from './schema.ts';

const schema = loadStorefrontSchema();

function cpuMs(): number {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
}

parentPort?.on('message', ({id, job}: {id: number; job: AnalysisJob}) => {
  const start = cpuMs();
  const verdict = analyseDocument(schema, job);
  parentPort?.postMessage({id, verdict, cpuMs: cpuMs() - start});
});
