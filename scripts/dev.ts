// `npm run dev`: the local shop plus Hydrogen's dev server (Vite, MiniOxygen, hot reload).
import {spawn} from 'node:child_process';
import {ROOT, readShopEnv, realStoreDomain, realStoreSettings, writeStoreEnvFile, writeWorkerEnvFile} from './shop-env.ts';
import {reportStoreCheck} from './store-check.ts';

const shop = readShopEnv();
const args = ['hydrogen', 'dev', '--codegen', '--port', String(shop.port)];
let close: (() => Promise<void>) | null = null;

if (realStoreDomain()) {
  // Same start-up check as `npm start`: a wrong token or domain is said at once.
  const settings = realStoreSettings();
  args.push('--env-file', writeStoreEnvFile(shop, settings));
  void reportStoreCheck(settings);
} else {
  const {startLocalShop} = await import('../local-shop/server.ts');
  const localShop = await startLocalShop({port: shop.localShopPort, dataDir: shop.dataDir, storefrontUrl: shop.storefrontUrl});
  close = localShop.close;
  args.push('--env-file', writeWorkerEnvFile(shop));
  console.log(`Boutique locale : ${shop.localShopUrl}`);
}

const child = spawn('shopify', args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'}});
const stop = async () => {
  child.kill('SIGTERM');
  await close?.();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
child.on('exit', (code) => {
  void close?.().then(() => process.exit(code ?? 0));
});
