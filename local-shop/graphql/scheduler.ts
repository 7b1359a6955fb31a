// Time slices for GraphQL executions (docs/decisions/022-throttling.md).
//
// The local shop is one Node thread: a resolver chain that runs for a second blocks
// every other request for that second. Every field goes through `Execution.proceed`:
// once an execution has run for SLICE_MS without a break, its next fields wait (as
// promises graphql-js awaits) until the scheduler gives it another slice. In between
// the event loop reads new requests, which start at once and usually finish within
// their first slice. Waiting executions get their slices in turn, one client after
// another, so a client with many heavy requests gets no more time than one with a
// single request. An execution that has used its budget of running time stops with a
// TIMEOUT error.

/** Running time an execution gets before it lets others run. */
export const SLICE_MS = 6;
/** Running time a request may use in all. */
export const EXECUTION_BUDGET_MS = 3_000;
/** Time a request may spend from its start to its end, waiting included. */
export const EXECUTION_DEADLINE_MS = 20_000;

export class ExecutionTimeout extends Error {
  constructor() {
    super('Execution budget exceeded');
    this.name = 'ExecutionTimeout';
  }
}

interface Waiter {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class Execution {
  readonly client: string;
  /** Running time used so far, in ms */
  used = 0;
  timedOut = false;
  private readonly scheduler: Scheduler;
  private readonly budgetMs: number;
  private readonly deadline: number;
  private sliceStart = performance.now();
  private waiting = false;
  private waiters: Waiter[] = [];
  private calls = 0;

  constructor(scheduler: Scheduler, client: string, budgetMs = EXECUTION_BUDGET_MS, deadlineMs = EXECUTION_DEADLINE_MS) {
    this.scheduler = scheduler;
    this.client = client;
    this.budgetMs = budgetMs;
    this.deadline = this.sliceStart + deadlineMs;
  }

  /**
   * Whether the next field may run now. `check` looks at the clock at once (fields that
   * may be slow); other fields look at it every 16 calls. Throws when the budget is spent.
   */
  proceed(check: boolean): boolean {
    if (this.timedOut) throw new ExecutionTimeout();
    if (this.waiting) return false;
    if (!check && (++this.calls & 15) !== 0) return true;
    const now = performance.now();
    if (now - this.sliceStart < SLICE_MS) return true;
    this.used += now - this.sliceStart;
    this.sliceStart = now;
    if (this.used >= this.budgetMs || now >= this.deadline) {
      this.timedOut = true;
      throw new ExecutionTimeout();
    }
    this.waiting = true;
    this.scheduler.enqueue(this);
    return false;
  }

  /** A field to run at this execution's next slice. */
  later(run: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => this.waiters.push({run, resolve, reject}));
  }

  /** A new slice: the waiting fields run until it is used up, the rest wait again. */
  resume(): void {
    const now = performance.now();
    this.sliceStart = now;
    this.waiting = false;
    if (now >= this.deadline) this.timedOut = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (this.waiting) {
        this.waiters.push(waiter);
        continue;
      }
      try {
        waiter.resolve(waiter.run());
      } catch (error) {
        waiter.reject(error);
      }
    }
  }

  /** Counts the last slice once the execution is over. */
  finish(): void {
    this.used += performance.now() - this.sliceStart;
  }
}

/** Gives waiting executions their slices in turn, one client after another. */
export class Scheduler {
  /** Waiting executions by client; the Map's order is the turn order. */
  private readonly queues = new Map<string, Execution[]>();
  private scheduled = false;

  enqueue(execution: Execution): void {
    const queue = this.queues.get(execution.client);
    if (queue) queue.push(execution);
    else this.queues.set(execution.client, [execution]);
    this.schedule();
  }

  /** Executions waiting for a slice (for tests and the bench). */
  get waiting(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.length;
    return count;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate: the event loop reads sockets before the next slice.
    setImmediate(() => this.tick());
  }

  private tick(): void {
    this.scheduled = false;
    const next = this.queues.entries().next();
    if (next.done) return;
    const [client, queue] = next.value;
    this.queues.delete(client);
    const execution = queue.shift() as Execution;
    // The client goes to the back of the line, with its other executions.
    if (queue.length > 0) this.queues.set(client, queue);
    execution.resume();
    if (this.queues.size > 0) this.schedule();
  }
}

/** One scheduler per process: there is one event loop to share. */
export const scheduler = new Scheduler();
