// The local shop's own secrets, kept in its data folder (mode 600) when they do not come
// from the environment: the admin page's password (LOCAL_SHOP_ADMIN_PASSWORD, or
// generated on the first start and shown once in the console) and the forms endpoint's
// token (LOCAL_SHOP_FORMS_TOKEN, or generated on the first start; `npm start` hands it to
// the storefront as FORMS_TOKEN).

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ADMIN_USER = 'admin';
export const PASSWORD_FILE = 'admin-password';
export const FORMS_TOKEN_FILE = 'forms-token';

export interface AdminPassword {
  password: string;
  source: 'env' | 'file' | 'generated';
  /** The file holding it, when it is not from the environment. */
  file: string | null;
}

// No 0/O, 1/l/I: easy to read back from a terminal.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 20): string {
  let out = '';
  while (out.length < length) {
    const byte = crypto.randomBytes(1)[0];
    // Rejection sampling keeps every character equally likely.
    if (byte < Math.floor(256 / ALPHABET.length) * ALPHABET.length) out += ALPHABET[byte % ALPHABET.length];
  }
  return out.replace(/(.{5})(?!$)/g, '$1-');
}

/** A secret from the environment, else from its file in the data folder, else a new one saved there. */
function resolveSecret(file: string, fromEnv: string | undefined, generate: () => string): {value: string; source: 'env' | 'file' | 'generated'} {
  if (fromEnv && fromEnv.trim() !== '') return {value: fromEnv, source: 'env'};
  if (fs.existsSync(file)) {
    // Written by an older version, or copied by hand: readable by its owner only.
    fs.chmodSync(file, 0o600);
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved !== '') return {value: saved, source: 'file'};
  }
  const value = generate();
  fs.mkdirSync(path.dirname(file), {recursive: true, mode: 0o700});
  fs.writeFileSync(file, `${value}\n`, {mode: 0o600});
  return {value, source: 'generated'};
}

export function resolveAdminPassword(dataDir: string, env: NodeJS.ProcessEnv = process.env): AdminPassword {
  const file = path.join(dataDir, PASSWORD_FILE);
  const {value, source} = resolveSecret(file, env.LOCAL_SHOP_ADMIN_PASSWORD, () => generatePassword());
  return {password: value, source, file: source === 'env' ? null : file};
}

/** The forms endpoint's Bearer token: LOCAL_SHOP_FORMS_TOKEN, else the one saved on the first start. */
export function resolveFormsToken(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolveSecret(path.join(dataDir, FORMS_TOKEN_FILE), env.LOCAL_SHOP_FORMS_TOKEN, () => crypto.randomBytes(32).toString('base64url')).value;
}

/** The console lines for the merchant, in French; the password itself only when just generated. */
export function passwordNotice(admin: AdminPassword, adminUrl: string): string {
  switch (admin.source) {
    case 'generated':
      return `Administration : ${adminUrl} — identifiant « ${ADMIN_USER} », mot de passe « ${admin.password} ». Ce mot de passe vient d’être créé et ne sera plus affiché : il est enregistré dans ${admin.file}. Pour choisir le vôtre, définissez LOCAL_SHOP_ADMIN_PASSWORD.`;
    case 'file':
      return `Administration : ${adminUrl} — identifiant « ${ADMIN_USER} », mot de passe enregistré dans ${admin.file}.`;
    case 'env':
      return `Administration : ${adminUrl} — identifiant « ${ADMIN_USER} », mot de passe défini par LOCAL_SHOP_ADMIN_PASSWORD.`;
  }
}
