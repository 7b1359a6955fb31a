// The bench's other storefronts, in their own process (bench/servers.ts starts it):
// Hydrogen's skeleton and our build with the page cache off, each in MiniOxygen through
// the same runner as `npm start` (scripts/worker.ts), against the same local shop.
// Usage: node bench/workers.ts '<JSON: WorkerSpec[]>'; prints « READY <JSON> » when all listen.
import {startWorker, type RunningWorker} from '../scripts/worker.ts';
import {READY_PREFIX, type ReadyWorker, type WorkerSpec} from './servers.ts';

async function main() {
  const specs = JSON.parse(process.argv[2] ?? '[]') as WorkerSpec[];
  const running: (RunningWorker & {inspectorUrl?: string})[] = [];
  const stop = async () => {
    await Promise.allSettled(running.map((worker) => worker.close()));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  const ready: ReadyWorker[] = [];
  for (const spec of specs) {
    const worker = await startWorker(spec);
    running.push(worker);
    ready.push({name: spec.name, url: worker.url, inspectorUrl: worker.inspectorUrl});
  }
  console.log(`${READY_PREFIX}${JSON.stringify(ready)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
