// The machine and the versions a run was made with, so that two reports can be compared.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {arch, availableParallelism, cpus, loadavg, platform, release, totalmem} from 'node:os';
import {join} from 'node:path';
import {CHROMIUM_PATH} from './chromium.ts';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  loadAverage: number[];
}

export interface Versions {
  node: string;
  hydrogen: string | null;
  reactRouter: string | null;
  miniOxygen: string | null;
  chromium: string | null;
  lighthouse: string | null;
  autocannon: string | null;
  gitCommit: string | null;
  gitBranch: string | null;
  /** Uncommitted changes were present: the numbers are for the working tree, not the commit */
  gitDirty: boolean;
}

function quiet(command: string, args: string[], cwd?: string): string | null {
  try {
    return execFileSync(command, args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000}).trim();
  } catch {
    return null;
  }
}

function packageVersion(root: string, name: string): string | null {
  const file = join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version?: string}).version ?? null : null;
}

function osName(): string {
  const file = '/etc/os-release';
  const pretty = existsSync(file) ? /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  return `${pretty ?? platform()} (${platform()} ${release()}, ${arch()})`;
}

export function machineInfo(): MachineInfo {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'inconnu',
    cores: availableParallelism(),
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function versions(root: string): Versions {
  const chromium = quiet(CHROMIUM_PATH, ['--version']);
  return {
    node: process.version,
    hydrogen: packageVersion(root, '@shopify/hydrogen'),
    reactRouter: packageVersion(root, 'react-router'),
    miniOxygen: packageVersion(root, '@shopify/mini-oxygen'),
    chromium: chromium?.split('\n').find((line) => /chrom/i.test(line))?.trim() ?? null,
    lighthouse: packageVersion(root, 'lighthouse'),
    autocannon: packageVersion(root, 'autocannon'),
    gitCommit: quiet('git', ['rev-parse', 'HEAD'], root),
    gitBranch: quiet('git', ['rev-parse', '--abbrev-ref', 'HEAD'], root),
    // The committed reports themselves do not make a tree dirty.
    gitDirty: Boolean(quiet('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/report.md', ':!bench/report.json'], root)),
  };
}

/** CPU time counters of the whole machine (Linux /proc/stat, in ticks); null elsewhere. */
export interface CpuTimes {
  steal: number;
  total: number;
}

export function cpuTimes(stat: string | null = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8') : null): CpuTimes | null {
  const fields = stat?.match(/^cpu\s+([\d\s]+)$/m)?.[1].trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return null;
  // user nice system idle iowait irq softirq steal (guest times are already in user)
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return {steal: fields[7], total};
}

/**
 * Share of the CPU the hypervisor gave to other machines between two readings, in %:
 * on a shared virtual machine it can halve every figure of a run.
 */
export function stealPercent(start: CpuTimes | null, end: CpuTimes | null): number | null {
  if (!start || !end || end.total <= start.total) return null;
  return Math.round(((end.steal - start.steal) / (end.total - start.total)) * 1000) / 10;
}
