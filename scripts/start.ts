// `npm start`: builds when needed, starts the local shop and the storefront (the
// production build in MiniOxygen, scripts/worker.ts) as processes it watches and starts
// again if they die (scripts/supervisor.ts), prints the URL; Ctrl-C stops both.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, readShopEnv, realStoreDomain, realStoreSettings, writeStoreEnvFile, writeWorkerEnvFile} from './shop-env.ts';
import {reportStoreCheck, type StoreCheck} from './store-check.ts';
import {type ChildSpec, Supervisor, claimPorts} from './supervisor.ts';

const SOURCES = ['app', 'server.ts', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json', 'public'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIfNeeded() {
  const output = join(ROOT, 'dist/server/index.js');
  const sourcesTime = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))));
  if (existsSync(output) && statSync(output).mtimeMs >= sourcesTime && process.env.FORCE_BUILD !== '1') return;
  console.log('Construction de la boutique (build de production)…');
  const result = spawnSync('shopify', ['hydrogen', 'build'], {cwd: ROOT, stdio: 'inherit', env: cliEnv()});
  if (result.status !== 0) {
    console.error('La construction a échoué.');
    process.exit(result.status ?? 1);
  }
}

function cliEnv(): NodeJS.ProcessEnv {
  return {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', SHOPIFY_CLI_SKIP_VERSION_CHECK: '1'};
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}

async function main() {
  const shop = readShopEnv();
  const domain = realStoreDomain();
  const ports = [{port: shop.port, label: 'vitrine'}, ...(domain ? [] : [{port: shop.localShopPort, label: 'magasin local'}])];
  const refusal = await claimPorts(shop.host, ports);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const supervisor = new Supervisor(ports.map(({port}) => port));
  supervisor.announce();
  buildIfNeeded();

  const children: ChildSpec[] = [];
  let envFile: string;
  let storeCheck: Promise<StoreCheck> | null = null;
  if (domain) {
    console.log(`Boutique Shopify configurée : ${domain} (la boutique locale n’est pas démarrée).`);
    const settings = realStoreSettings();
    envFile = writeStoreEnvFile(shop, settings);
    // Said while the storefront starts: a wrong token or domain shows at once.
    storeCheck = reportStoreCheck(settings);
  } else {
    envFile = writeWorkerEnvFile(shop);
    children.push({
      name: 'local-shop',
      label: 'du magasin local',
      script: 'local-shop/server.ts',
      env: {LOCAL_SHOP_PORT: String(shop.localShopPort), LOCAL_SHOP_DATA: shop.dataDir, STOREFRONT_URL: shop.storefrontUrl, HOST: shop.host},
    });
  }
  children.push({name: 'worker', label: 'de la vitrine (workerd)', script: 'scripts/worker.ts', env: {PORT: String(shop.port), HOST: shop.host, WORKER_ENV_FILE: envFile}});

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await supervisor.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());
  await supervisor.start(children, (message) => {
    console.error(message);
    void stop(1);
  });

  await waitFor(`${shop.storefrontUrl}/`, 120_000);
  const check = await storeCheck;
  console.log(`\nBoutique prête : ${shop.storefrontUrl}${check && !check.ok ? ' (boutique Shopify mal configurée : voir plus haut)' : ''}`);
  if (!domain) console.log(`Boutique locale (API, paiement, administration) : ${shop.localShopUrl}`);
  console.log('Ctrl-C pour arrêter.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
