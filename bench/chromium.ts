// Debian's Chromium (never a downloaded browser), started with the flags the team uses
// everywhere (Playwright's config too) and a DevTools port for Lighthouse.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts Chromium with a DevTools port and resolves to it. */
export function launchChromium(): Promise<{port: number; process: ChildProcess; stop: () => void}> {
  const profile = mkdtempSync(join(tmpdir(), 'verins-bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const stop = () => {
    process.off('exit', stop);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(profile, {recursive: true, force: true});
  };
  // Ctrl-C or an error must not leave a browser behind.
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Chromium (${CHROMIUM_PATH}) n’a pas ouvert son port DevTools en 30 s : ${output.slice(-300)}`));
    }, 30_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      stop();
      reject(new Error(`Chromium introuvable (${CHROMIUM_PATH}) : ${error.message}. Installez-le : apt-get install chromium`));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({port: Number(match[1]), process: child, stop});
      }
    });
  });
}
