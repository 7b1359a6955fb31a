// Hydrogen's skeleton starter, the bench's yardstick (issue 20): the starter that
// `@shopify/cli` ships, built outside the repository with our exact versions of Hydrogen,
// React Router, React, Vite and MiniOxygen (from the npm registry, with npm's own
// settings), and reused from the cache folder while nothing of that changes.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import {join, relative} from 'node:path';

/** Where `@shopify/cli` keeps the skeleton starter it scaffolds new storefronts from. */
export const STARTER_PATH = 'node_modules/@shopify/cli/dist/assets/hydrogen/starter';

/** Packages the skeleton runs or builds with, pinned to the version our lock file has. */
export const PINNED_DEPENDENCIES = ['@shopify/hydrogen', 'graphql', 'graphql-tag', 'isbot', 'react', 'react-dom', 'react-router', 'react-router-dom'] as const;
export const PINNED_BUILD_DEPENDENCIES = ['@react-router/dev', '@react-router/fs-routes', '@shopify/mini-oxygen', 'vite'] as const;
/**
 * The skeleton's Vite config resolves `~/` with this plugin, which we do not use: pinned
 * here to a release that supports our Vite major.
 */
export const EXTRA_BUILD_DEPENDENCIES: Record<string, string> = {'vite-tsconfig-paths': '6.1.1'};

/** Files of the starter that play no part in the build (editor rules, guides, changelog). */
const NOT_COPIED = new Set(['.cursor', 'guides', 'CHANGELOG.md', 'node_modules', 'dist', 'package-lock.json']);

export interface SkeletonPackage {
  name: string;
  private: true;
  type: 'module';
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
}

/** Versions of the named packages in an npm lock file (v2/v3), or an error naming the missing ones. */
export function lockedVersions(lock: {packages?: Record<string, {version?: string}>}, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of names) {
    const version = lock.packages?.[`node_modules/${name}`]?.version;
    if (version) out[name] = version;
    else missing.push(name);
  }
  if (missing.length) throw new Error(`package-lock.json n’a pas de version pour ${missing.join(', ')} : le squelette ne peut pas être épinglé.`);
  return out;
}

/**
 * The skeleton's package.json: its own dependencies replaced by our exact versions, and
 * npm overrides so that no transitive copy of them comes in another version.
 */
export function skeletonPackage(lock: {packages?: Record<string, {version?: string}>}): SkeletonPackage {
  const dependencies = lockedVersions(lock, PINNED_DEPENDENCIES);
  const build = lockedVersions(lock, PINNED_BUILD_DEPENDENCIES);
  return {
    name: 'hydrogen-skeleton-bench',
    private: true,
    type: 'module',
    dependencies,
    devDependencies: {...build, ...EXTRA_BUILD_DEPENDENCIES},
    overrides: {...dependencies, ...build},
  };
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (NOT_COPIED.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listFiles(path, base));
    else out.push(relative(base, path));
  }
  return out;
}

/** A key that changes when the starter's files, the pins or this recipe change. */
export function skeletonKey(starterDir: string, pkg: SkeletonPackage, recipe = RECIPE_VERSION): string {
  const hash = createHash('sha256');
  hash.update(`recipe ${recipe}\n${JSON.stringify(pkg)}\n`);
  for (const file of listFiles(starterDir)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(starterDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Bump when the way the skeleton is built changes (a reused build would be wrong). */
const RECIPE_VERSION = 1;

export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BENCH_CACHE_DIR) return env.BENCH_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'verins-bench');
}

export interface Skeleton {
  /** Folder with the built skeleton (its `dist/` is what MiniOxygen runs) */
  dir: string;
  key: string;
  /** false: an earlier build with the same key was reused */
  built: boolean;
  seconds: number;
  /** Version of the starter (its package.json) and the pins it was built with */
  starterVersion: string;
  versions: Record<string, string>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, what: string, logFile: string) {
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  writeFileSync(logFile, `$ ${command} ${args.join(' ')}\n${result.stdout ?? ''}\n${result.stderr ?? ''}\n`, {flag: 'a'});
  if (result.status !== 0) {
    throw new Error(`${what} du squelette Hydrogen a échoué (code ${result.status ?? result.signal}) : voir ${logFile}`);
  }
}

/**
 * The built skeleton for our versions: reused when a build with the same key exists,
 * else copied from the starter, installed (npm, our registry settings untouched) and built
 * with our Hydrogen CLI, in a temporary folder renamed at the end (two benches at once
 * never see a half-built one).
 */
export function prepareSkeleton(options: {root: string; cacheDir?: string; logFile: string; log: (line: string) => void}): Skeleton {
  const started = performance.now();
  const starterDir = join(options.root, STARTER_PATH);
  if (!existsSync(join(starterDir, 'package.json'))) throw new Error(`Squelette Hydrogen introuvable dans ${STARTER_PATH} (npm ci ?).`);
  const lock = JSON.parse(readFileSync(join(options.root, 'package-lock.json'), 'utf8')) as {packages?: Record<string, {version?: string}>};
  const pkg = skeletonPackage(lock);
  const key = skeletonKey(starterDir, pkg);
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const dir = join(cacheDir, `skeleton-${key}`);
  const starterVersion = (JSON.parse(readFileSync(join(starterDir, 'package.json'), 'utf8')) as {version: string}).version;
  const versions = {...pkg.dependencies, ...pkg.devDependencies};
  const done = (built: boolean): Skeleton => ({dir, key, built, seconds: (performance.now() - started) / 1000, starterVersion, versions});
  if (existsSync(join(dir, 'dist/server/index.js'))) return done(false);

  mkdirSync(cacheDir, {recursive: true});
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, {recursive: true, force: true});
  writeFileSync(options.logFile, '');
  options.log(`  Squelette Hydrogen ${starterVersion} : installation et build dans ${dir} (une fois par version)…`);
  try {
    cpSync(starterDir, work, {recursive: true, filter: (source) => !NOT_COPIED.has(relative(starterDir, source).split('/')[0])});
    writeFileSync(join(work, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
    const env: NodeJS.ProcessEnv = {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', SHOPIFY_CLI_SKIP_VERSION_CHECK: '1', NODE_ENV: 'production'};
    // npm as this bench was started (`npm run bench`), else the one on the PATH.
    const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
    // No install scripts: none of these packages needs one to build.
    run(npm[0], [...npm.slice(1), 'install', '--no-audit', '--no-fund', '--ignore-scripts', '--include=dev'], work, {...env, NODE_ENV: 'development'}, 'L’installation', options.logFile);
    run(join(options.root, 'node_modules/.bin/shopify'), ['hydrogen', 'build'], work, env, 'Le build', options.logFile);
    if (!existsSync(join(work, 'dist/server/index.js'))) throw new Error(`Le build du squelette n’a pas produit dist/server/index.js : voir ${options.logFile}`);
    try {
      renameSync(work, dir);
    } catch (error) {
      // Another bench finished the same build first: keep its copy.
      if (!existsSync(join(dir, 'dist/server/index.js'))) throw error;
      rmSync(work, {recursive: true, force: true});
    }
  } catch (error) {
    rmSync(work, {recursive: true, force: true});
    throw error;
  }
  // Builds for other versions are not needed any more, nor half builds of benches that were stopped.
  for (const entry of readdirSync(cacheDir)) {
    if (!entry.startsWith('skeleton-') || entry === `skeleton-${key}`) continue;
    const pid = /\.tmp-(\d+)$/.exec(entry)?.[1];
    if (pid && processAlive(Number(pid))) continue;
    rmSync(join(cacheDir, entry), {recursive: true, force: true});
  }
  return done(true);
}
