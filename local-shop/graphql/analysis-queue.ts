// Turns at the analysis thread (docs/decisions/065-abusive-documents-off-the-event-loop.md).
//
// One thread analyses large documents, one at a time. Waiting documents are taken client
// after client, so that a client with a backlog of heavy documents does not delay another
// client's document by more than one analysis. Each client also has a share of that
// thread's time: the CPU its documents used fills its bucket, which empties at
// ANALYSIS_SHARE of real time; while the bucket holds more than ANALYSIS_BURST_MS, the
// client's documents wait. A client sending heavy documents back to back thus keeps the
// thread busy about half the time at most, leaving the machine's other core to the event
// loop and to everyone else, and waits for its answers: its requests hold their places,
// and past its line of waiting requests it is answered 429 (http/throttle.ts).

/** Part of real time one client's documents may keep the analysis thread busy, over time. */
export const ANALYSIS_SHARE = 0.25;
/** Analysis time a client may use at once before its share applies. */
export const ANALYSIS_BURST_MS = 250;

interface Waiting<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface Bucket {
  level: number;
  at: number;
}

export interface AnalysisQueueOptions {
  share?: number;
  burstMs?: number;
  now?: () => number;
}

export class AnalysisQueue<J, R> {
  /** Waiting documents by client; the Map's order is the turn order. */
  private readonly lines = new Map<string, Waiting<J, R>[]>();
  private readonly buckets = new Map<string, Bucket>();
  private busy = false;
  /** The client whose document ran last: behind every other waiting client. */
  private lastServed: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly share: number;
  private readonly burstMs: number;
  private readonly now: () => number;
  private readonly run: (job: J) => Promise<{result: R; cpuMs: number}>;

  /** `run` analyses one job and tells how much CPU it took. */
  constructor(run: (job: J) => Promise<{result: R; cpuMs: number}>, options: AnalysisQueueOptions = {}) {
    this.run = run;
    this.share = options.share ?? ANALYSIS_SHARE;
    this.burstMs = options.burstMs ?? ANALYSIS_BURST_MS;
    this.now = options.now ?? (() => performance.now());
  }

  submit(client: string, job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const line = this.lines.get(client);
      if (line) line.push({job, resolve, reject});
      else this.lines.set(client, [{job, resolve, reject}]);
      this.pump();
    });
  }

  /** Documents waiting for their turn (tests, the bench). */
  get waiting(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.length;
    return count;
  }

  /** Analysis time the client has still to pay back before its next document, in ms. */
  debt(client: string): number {
    const bucket = this.buckets.get(client);
    if (!bucket) return 0;
    return Math.max(0, bucket.level - (this.now() - bucket.at) * this.share);
  }

  private charge(client: string, cpuMs: number): void {
    const level = this.debt(client) + cpuMs;
    if (level <= 0) this.buckets.delete(client);
    else this.buckets.set(client, {level, at: this.now()});
  }

  private pump(): void {
    if (this.busy || this.lines.size === 0) return;
    const last = this.lastServed === null ? undefined : this.lines.get(this.lastServed);
    if (last && this.lines.size > 1) {
      this.lines.delete(this.lastServed as string);
      this.lines.set(this.lastServed as string, last);
    }
    let soonest = Infinity;
    for (const [client, line] of this.lines) {
      const over = this.debt(client) - this.burstMs;
      if (over > 0) {
        soonest = Math.min(soonest, over / this.share);
        continue;
      }
      // This client's turn: it goes to the back of the line, with its other documents.
      this.lines.delete(client);
      const waiting = line.shift() as Waiting<J, R>;
      if (line.length > 0) this.lines.set(client, line);
      this.busy = true;
      this.lastServed = client;
      const next = () => {
        this.busy = false;
        this.pump();
      };
      this.run(waiting.job).then(
        ({result, cpuMs}) => {
          this.charge(client, cpuMs);
          next();
          waiting.resolve(result);
        },
        (error: unknown) => {
          next();
          waiting.reject(error);
        },
      );
      return;
    }
    // Every waiting client is over its share: the first to be back under it goes next.
    if (!this.timer && soonest < Infinity) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.pump();
      }, Math.ceil(soonest));
      this.timer.unref();
    }
  }
}
