// npm run local-shop:reset: deletes the local shop's database (catalogue, carts,
// orders, customers, outbox) and seeds it again from local-shop/catalog, with the
// demonstration discount codes and gift cards. Stop the local shop first.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DATABASE_FILE, envConfig} from './config.ts';
import {openStore} from './store/db.ts';
import {DiscountStore} from './store/discounts.ts';
import {loadCatalogSource, syncCatalog} from './store/seed.ts';

export async function resetLocalShop(dataDir: string, log: (message: string) => void = console.log): Promise<void> {
  const dir = path.resolve(dataDir);
  log(`Réinitialisation du magasin local dans ${dir}`);
  let removed = 0;
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    const file = path.join(dir, DATABASE_FILE + suffix);
    if (fs.existsSync(file)) {
      fs.rmSync(file);
      removed++;
    }
  }
  log(removed > 0 ? 'Ancienne base supprimée (paniers, commandes et comptes clients compris).' : 'Aucune base existante : création.');
  const source = await loadCatalogSource();
  const store = openStore(dir);
  try {
    const report = syncCatalog(store, source);
    new DiscountStore(store).seed();
    log(`Catalogue chargé : ${report.products} produits, ${report.variants} variantes, ${report.collections} collections.`);
    log('Codes de réduction et cartes cadeaux de démonstration recréés.');
  } finally {
    store.close();
  }
  log('Terminé. Relancez le magasin local (npm run local-shop ou npm start).');
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  resetLocalShop(envConfig().dataDir).catch((error: unknown) => {
    console.error('Réinitialisation impossible :', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
