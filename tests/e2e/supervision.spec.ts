import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

// Issue 17, 'Servers': `npm start` (scripts/start.ts) run apart from the suite's own
// servers, on free ports and a throw-away database, then crashed on purpose. Linux only:
// processes and sockets are read from /proc, as `ps` and `ss` do.

test.describe.configure({timeout: 240_000});

const ROOT = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Launch {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>): Launch {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {...process.env, USE_LOCAL_SHOP: '1', LOCAL_SHOP_ADMIN_PASSWORD: 'supervision', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {child, output: () => output, exited};
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not after ${timeoutMs / 1000} s. Output:\n${log().slice(-4000)}`);
}

async function answers(url: string, status = 200): Promise<boolean> {
  try {
    return (await fetch(url, {redirect: 'manual', signal: AbortSignal.timeout(10_000)})).status === status;
  } catch {
    return false;
  }
}

/** pid → parent pid, for every process. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') map.set(Number(entry), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

function descendants(root: number): number[] {
  const map = parents();
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    for (const [child, parent] of map) {
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  return parents().has(pid);
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** 'address:port' of every listening TCP socket the processes hold. */
function listeningAddresses(pids: number[]): string[] {
  const inodes = new Set<string>();
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`, {encoding: 'utf8'});
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode) inodes.add(inode);
      }
    } catch {
      // gone meanwhile
    }
  }
  const addresses: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // st 0A = LISTEN; column 9 is the inode.
      if (columns.length < 10 || columns[3] !== '0A' || !inodes.has(columns[9])) continue;
      const [hex, portHex] = columns[1].split(':');
      addresses.push(`${decodeAddress(hex)}:${parseInt(portHex, 16)}`);
    }
  }
  return addresses;
}

function decodeAddress(hex: string): string {
  if (hex.length === 8) return [6, 4, 2, 0].map((i) => parseInt(hex.slice(i, i + 2), 16)).join('.');
  if (hex === '0'.repeat(32)) return '::';
  if (hex === '00000000000000000000000001000000') return '::1';
  if (hex.startsWith('0000000000000000FFFF0000')) return `::ffff:${decodeAddress(hex.slice(24))}`;
  return hex;
}

async function setUp() {
  const [port, localShopPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'verins-supervision-'));
  const env = {PORT: String(port), LOCAL_SHOP_PORT: String(localShopPort), LOCAL_SHOP_DATA: dataDir};
  return {port, localShopPort, dataDir, env, storefront: `http://127.0.0.1:${port}/`, localShop: `http://127.0.0.1:${localShopPort}/health`};
}

async function stop(run: Launch) {
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
  await run.exited;
}

test('every server listens on 127.0.0.1, and a second npm start says the ports are taken', async () => {
  const setup = await setUp();
  const first = launch(setup.env);
  try {
    await until('ready', () => first.output().includes('Boutique prête'), 180_000, first.output);
    const tree = [first.child.pid as number, ...descendants(first.child.pid as number)];
    const listening = listeningAddresses(tree);
    expect(listening).toContain(`127.0.0.1:${setup.port}`);
    expect(listening).toContain(`127.0.0.1:${setup.localShopPort}`);
    expect(listening.filter((address) => !address.startsWith('127.0.0.1:'))).toEqual([]);

    const second = launch(setup.env);
    const code = await Promise.race([second.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000))]);
    if (code === 'running') await stop(second);
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(new RegExp(`déjà (démarrée|utilisé)[^\\n]*${setup.port}`));
    // The first one is untouched.
    expect(await answers(setup.storefront)).toBe(true);
  } finally {
    await stop(first);
    rmSync(setup.dataDir, {recursive: true, force: true});
  }
});

test('a crashed worker or local shop is started again, with a line in the log', async () => {
  const setup = await setUp();
  const run = launch(setup.env);
  try {
    await until('ready', () => run.output().includes('Boutique prête'), 180_000, run.output);
    const launcher = run.child.pid as number;

    const workerd = descendants(launcher).find((pid) => commandLine(pid).includes('workerd'));
    expect(workerd, 'workerd runs under npm start').toBeDefined();
    process.kill(workerd as number, 'SIGKILL');
    await until('a log line about the restart', () => /redémarr/i.test(run.output()), 60_000, run.output);
    await until('the storefront answering again', () => answers(setup.storefront), 120_000, run.output);

    const localShop = descendants(launcher).find((pid) => commandLine(pid).includes('local-shop/server.ts'));
    expect(localShop, 'the local shop runs in its own process').toBeDefined();
    const before = (run.output().match(/redémarr/gi) ?? []).length;
    process.kill(localShop as number, 'SIGKILL');
    await until('a second log line', () => (run.output().match(/redémarr/gi) ?? []).length > before, 60_000, run.output);
    await until('the local shop answering again', () => answers(setup.localShop), 60_000, run.output);
    expect(await answers(setup.storefront)).toBe(true);
  } finally {
    await stop(run);
    rmSync(setup.dataDir, {recursive: true, force: true});
  }
});

test('a killed npm start leaves no process behind, and the next one starts', async () => {
  const setup = await setUp();
  const first = launch(setup.env);
  let next: Launch | null = null;
  let tree: number[] = [];
  try {
    await until('ready', () => first.output().includes('Boutique prête'), 180_000, first.output);
    tree = descendants(first.child.pid as number);
    expect(tree.length).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    await until('no process left', () => tree.every((pid) => !alive(pid)), 20_000, () => tree.map((pid) => `${pid} ${commandLine(pid)}`).join('\n'));

    next = launch(setup.env);
    await until('ready again', () => next!.output().includes('Boutique prête'), 180_000, next.output);
    expect(await answers(setup.storefront)).toBe(true);
    const nextTree = descendants(next.child.pid as number);
    await stop(next);
    await until('a clean stop', () => nextTree.every((pid) => !alive(pid)), 20_000, next.output);
  } finally {
    if (next) await stop(next);
    // What an old launcher left behind, if the test failed.
    for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
    rmSync(setup.dataDir, {recursive: true, force: true});
  }
});
