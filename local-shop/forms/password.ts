// The admin page's password: LOCAL_SHOP_ADMIN_PASSWORD when set; otherwise one generated
// on the first start, kept in the data folder (mode 600) and shown once in the console.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ADMIN_USER = 'admin';
export const PASSWORD_FILE = 'admin-password';

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

export function resolveAdminPassword(dataDir: string, env: NodeJS.ProcessEnv = process.env): AdminPassword {
  const fromEnv = env.LOCAL_SHOP_ADMIN_PASSWORD;
  if (fromEnv && fromEnv.trim() !== '') return {password: fromEnv, source: 'env', file: null};
  const file = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(file)) {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved !== '') return {password: saved, source: 'file', file};
  }
  const password = generatePassword();
  fs.mkdirSync(dataDir, {recursive: true});
  fs.writeFileSync(file, `${password}\n`, {mode: 0o600});
  return {password, source: 'generated', file};
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
