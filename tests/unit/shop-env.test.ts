import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from '../../local-shop/customer-account/config.ts';
import {localAccountSettings, readDotEnv, readShopEnv, realStoreSettings, writeStoreEnvFile} from '../../scripts/shop-env.ts';

describe('readDotEnv', () => {
  it('reads KEY=value lines, quotes, comments and export', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'verins-env-')), '.env');
    writeFileSync(
      file,
      [
        '# réglages de la boutique',
        'PUBLIC_STORE_DOMAIN=verins.myshopify.com',
        'PUBLIC_STOREFRONT_API_TOKEN="abc123"',
        "SESSION_SECRET='s3cret'",
        'export FORMS_TOKEN=jeton # commentaire',
        'pas une ligne',
        '',
      ].join('\n'),
    );
    expect(readDotEnv(file)).toEqual({
      PUBLIC_STORE_DOMAIN: 'verins.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc123',
      SESSION_SECRET: 's3cret',
      FORMS_TOKEN: 'jeton',
    });
    expect(readDotEnv(join(tmpdir(), 'absent-verins.env'))).toEqual({});
  });
});

describe('real store settings', () => {
  it('take the environment over .env, for the store variables', () => {
    const settings = realStoreSettings({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4210', PUBLIC_STOREFRONT_API_TOKEN: 'x', HOME: '/root'});
    expect(settings.PUBLIC_STORE_DOMAIN).toBe('http://127.0.0.1:4210');
    expect(settings.PUBLIC_STOREFRONT_API_TOKEN).toBe('x');
    expect(settings.HOME).toBeUndefined();
  });

  it('are written to the worker’s env file, with a session secret kept with the data when none is set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verins-data-'));
    const shop = readShopEnv({PORT: '39999', LOCAL_SHOP_DATA: dataDir});
    const file = writeStoreEnvFile(shop, {PUBLIC_STORE_DOMAIN: 'verins.myshopify.com', STOREFRONT_TIMEOUT_MS: '5000'});
    const written = readDotEnv(file);
    expect(written.PUBLIC_STORE_DOMAIN).toBe('verins.myshopify.com');
    expect(written.STOREFRONT_TIMEOUT_MS).toBe('5000');
    expect(written.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(written.SESSION_SECRET);
    expect(readDotEnv(writeStoreEnvFile(shop, {SESSION_SECRET: 'le-mien'})).SESSION_SECRET).toBe('le-mien');
  });
});

describe('local shop accounts', () => {
  const shop = readShopEnv({PORT: '39998', LOCAL_SHOP_PORT: '49998'});

  it('are the Customer Account API by default, with Hydrogen’s variables and the local shop’s origin', () => {
    const expected = {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: LOCAL_CLIENT_ID, SHOP_ID: LOCAL_SHOP_ID, LOCAL_SHOP_ORIGIN: 'http://127.0.0.1:49998'};
    expect(localAccountSettings(shop, {})).toEqual(expected);
    expect(localAccountSettings(shop, {LOCAL_SHOP_ACCOUNTS: 'customer-account'})).toEqual(expected);
  });

  it('are the legacy accounts with LOCAL_SHOP_ACCOUNTS=legacy, and a typo is refused', () => {
    expect(localAccountSettings(shop, {LOCAL_SHOP_ACCOUNTS: 'legacy'})).toEqual({});
    expect(() => localAccountSettings(shop, {LOCAL_SHOP_ACCOUNTS: 'legacyy'})).toThrow('LOCAL_SHOP_ACCOUNTS invalide');
  });

  it('pass a real store’s Customer Account API settings to the worker', () => {
    const settings = realStoreSettings({PUBLIC_STORE_DOMAIN: 'verins.myshopify.com', PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_x', SHOP_ID: '123'});
    expect(settings).toMatchObject({PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_x', SHOP_ID: '123'});
  });
});
