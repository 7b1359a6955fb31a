// Starts the failing Storefront API and, against it, the storefront as `npm start` does for
// a real store (PUBLIC_STORE_DOMAIN in the environment); its console goes to a log file
// that the tests read, as a merchant reads the server's logs.
import {spawn} from 'node:child_process';
import {closeSync, mkdtempSync, openSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {startFakeStorefrontApi} from './fake-storefront-api.ts';
import {FAILURES_API_PORT, FAILURES_ENV, FAILURES_PORT, INITIAL_MODE} from './setup-values.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function assertFree(port: number) {
  await new Promise<void>((ok, fail) => {
    const server = createServer();
    server.once('error', () => fail(new Error(`Le port ${port} est déjà pris : choisissez E2E_FAILURES_PORT / E2E_FAILURES_API_PORT.`)));
    server.listen(port, '127.0.0.1', () => server.close(() => ok()));
  });
}

async function waitForStorefront(url: string, exited: () => string | null, logFile: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`La vitrine s’est arrêtée (${exit}) :\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} ne répond pas après 180 s :\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

export default async function globalSetup() {
  await assertFree(FAILURES_PORT);
  const api = await startFakeStorefrontApi(FAILURES_API_PORT, INITIAL_MODE);

  const logFile = join(mkdtempSync(join(tmpdir(), 'verins-failures-')), 'storefront.log');
  process.env.E2E_FAILURES_LOG = logFile;
  const out = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...FAILURES_ENV,
    PORT: String(FAILURES_PORT),
    PUBLIC_STORE_DOMAIN: api.url,
    PUBLIC_CHECKOUT_DOMAIN: `127.0.0.1:${FAILURES_API_PORT}`,
    FORMS_ENDPOINT: `${api.url}/forms`,
    LOCAL_SHOP_DATA: join(logFile, '..', 'data'),
  };
  delete env.USE_LOCAL_SHOP;
  const child = spawn('node', ['scripts/start.ts'], {cwd: ROOT, env, stdio: ['ignore', out, out]});
  closeSync(out);
  let exit: string | null = null;
  child.on('exit', (code, signal) => (exit = `code ${code ?? signal}`));

  try {
    await waitForStorefront(`http://127.0.0.1:${FAILURES_PORT}/`, () => exit, logFile);
  } catch (error) {
    child.kill('SIGTERM');
    await api.close();
    throw error;
  }

  return async () => {
    if (!exit) {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await api.close();
  };
}
