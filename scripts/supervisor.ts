// What `npm start` runs and watches: the local shop and the storefront (scripts/worker.ts,
// which runs workerd), each a Node process in its own process group. A process that
// dies is started again, with a line in the log; each one stops by itself when the
// launcher is gone (its IPC channel closes, even after a kill -9), and a pid file lets
// the next `npm start` find what a dead launcher left behind (docs/decisions/030).

import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {dirname, join} from 'node:path';
import {ROOT} from './shop-env.ts';

export interface ChildSpec {
  /** Key in the pid file */
  name: string;
  /** For the log, in French, after a noun: « du magasin local », « de la vitrine » */
  label: string;
  /** Script to run, relative to the project */
  script: string;
  env: Record<string, string>;
}

/** More crashes than this within a minute: something is wrong for good, stop trying. */
const MAX_RESTARTS_PER_MINUTE = 5;
const STOP_TIMEOUT_MS = 10_000;

interface PidFile {
  launcher: number;
  ports: number[];
  children: Record<string, number>;
}

export function pidFilePath(port: number): string {
  return join(ROOT, '.cache', `npm-start-${port}.json`);
}

/** Whether a process of this project runs with this pid (its command line names `marker`). */
function ours(pid: number, marker: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    return commandLine.includes(marker) && (cwd === ROOT || commandLine.includes(ROOT));
  } catch {
    // No /proc (macOS): the pid is alive, and the file says it is ours.
    return !existsSync('/proc');
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone
  }
}

export function portFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Before starting: refuses when another `npm start` of this project already serves
 * these ports, ends what a killed one left behind, and checks the ports are free.
 * Answers a French message when it cannot start, null when it can.
 */
export async function claimPorts(host: string, ports: {port: number; label: string}[]): Promise<string | null> {
  const [main] = ports;
  const file = pidFilePath(main.port);
  if (existsSync(file)) {
    let previous: PidFile | null = null;
    try {
      previous = JSON.parse(readFileSync(file, 'utf8')) as PidFile;
    } catch {
      // unreadable: as if absent
    }
    if (previous && previous.launcher !== process.pid && ours(previous.launcher, 'scripts/start.ts')) {
      return `La boutique est déjà démarrée (processus ${previous.launcher}) sur le port ${main.port}. Arrêtez-la avec Ctrl-C dans son terminal (ou kill ${previous.launcher}), ou démarrez-en une autre sur d'autres ports avec les variables PORT et LOCAL_SHOP_PORT.`;
    }
    const orphans = Object.entries(previous?.children ?? {}).filter(([name, pid]) => ours(pid, name === 'worker' ? 'scripts/worker.ts' : 'local-shop/server.ts'));
    for (const [, pid] of orphans) killGroup(pid, 'SIGKILL');
    if (orphans.length > 0) console.log(`Processus laissés par un démarrage précédent arrêtés : ${orphans.map(([, pid]) => pid).join(', ')}.`);
    rmSync(file, {force: true});
    // Their sockets close with them.
    for (let waited = 0; orphans.length > 0 && waited < 5000 && !(await Promise.all(ports.map(({port}) => portFree(host, port)))).every(Boolean); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  for (const {port, label} of ports) {
    if (!(await portFree(host, port))) {
      return `Le port ${port} (${label}) est déjà utilisé par un autre programme. Arrêtez ce programme, ou choisissez un autre port avec la variable ${label === 'vitrine' ? 'PORT' : 'LOCAL_SHOP_PORT'}.`;
    }
  }
  return null;
}

export class Supervisor {
  readonly #ports: number[];
  readonly #children = new Map<string, ChildProcess>();
  readonly #restarts = new Map<string, number[]>();
  #stopping = false;
  #onGiveUp: (message: string) => void = () => {};

  constructor(ports: number[]) {
    this.#ports = ports;
  }

  /** Writes the pid file at once: a second `npm start` during the build finds this one. */
  announce(): void {
    this.#writePidFile();
  }

  /** Starts every process; resolves when all are ready, rejects if one stops before. */
  async start(specs: ChildSpec[], onGiveUp: (message: string) => void): Promise<void> {
    this.#onGiveUp = onGiveUp;
    try {
      await Promise.all(specs.map((spec) => this.#spawn(spec)));
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    await Promise.all(
      [...this.#children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
            const timer = setTimeout(() => killGroup(child.pid as number, 'SIGKILL'), STOP_TIMEOUT_MS);
            child.once('exit', () => {
              clearTimeout(timer);
              // Whatever it started (workerd) goes with it.
              killGroup(child.pid as number, 'SIGKILL');
              resolve();
            });
            killGroup(child.pid, 'SIGTERM');
          }),
      ),
    );
    rmSync(pidFilePath(this.#ports[0]), {force: true});
  }

  #spawn(spec: ChildSpec): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(ROOT, spec.script)], {
        cwd: ROOT,
        env: {...process.env, ...spec.env},
        // Its own process group: stopped whole, workerd included; an IPC channel that
        // closes when this launcher dies, however it dies.
        detached: true,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.#children.set(spec.name, child);
      this.#writePidFile();
      let ready = false;
      child.on('message', (message: unknown) => {
        if (!ready && message && typeof message === 'object' && 'ready' in message) {
          ready = true;
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        if (child.pid) killGroup(child.pid, 'SIGKILL');
        if (this.#stopping) return;
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (!ready) {
          reject(new Error(`Démarrage impossible ${spec.label} (${how}).`));
          return;
        }
        this.#restart(spec, how);
      });
    });
  }

  #restart(spec: ChildSpec, how: string) {
    const now = Date.now();
    const recent = (this.#restarts.get(spec.name) ?? []).filter((at) => at > now - 60_000);
    recent.push(now);
    this.#restarts.set(spec.name, recent);
    if (recent.length > MAX_RESTARTS_PER_MINUTE) {
      this.#onGiveUp(`Arrêts répétés ${spec.label} (${recent.length} en une minute) : arrêt de la boutique.`);
      return;
    }
    const delay = Math.min(5000, 250 * 2 ** (recent.length - 1));
    console.error(`Arrêt inattendu ${spec.label} (${how}) : redémarrage…`);
    setTimeout(() => {
      if (this.#stopping) return;
      this.#spawn(spec).then(
        () => console.log(`Redémarrage ${spec.label} réussi.`),
        () => this.#restart(spec, 'au redémarrage'),
      );
    }, delay);
  }

  #writePidFile() {
    const file = pidFilePath(this.#ports[0]);
    const content: PidFile = {
      launcher: process.pid,
      ports: this.#ports,
      children: Object.fromEntries([...this.#children].map(([name, child]) => [name, child.pid ?? 0])),
    };
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, JSON.stringify(content));
  }
}
