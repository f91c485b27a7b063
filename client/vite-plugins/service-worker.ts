import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const WORKER = 'sw.js';
const MARKER = 'const BUILD = null;';
/** Every local file index.html links: its scripts, preloads, style sheet, icons and manifest. */
const LINKED = /\s(?:src|href)="(\/[^"?#]+)"/g;

export interface ServiceWorkerOptions {
  /**
   * Lazy chunks the first page may also need, by the module they are built from: the
   * Hindi messages, which a player who chose Hindi waits for before the first paint.
   */
  alsoCache?: RegExp[];
}

/**
 * Completes public/sw.js for the build (issue 14): the app shell it caches on install
 * (what index.html loads, the manifest's icons and `alsoCache`'s chunks) and a version
 * that changes with any file of the build, which names the worker's cache. A changed
 * sw.js is what makes browsers install the new version. In development public/sw.js is
 * served as it is and handles pushes only.
 */
export function serviceWorker(options: ServiceWorkerOptions = {}): Plugin {
  let publicDir = '';
  return {
    name: 'fairdraw-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // After vite:build-html has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const template = readFileSync(join(publicDir, WORKER), 'utf8');
        if (!template.includes(MARKER)) this.error(`public/${WORKER} must contain "${MARKER}" for the build to fill in`);
        const index = bundle['index.html'] as Rolldown.OutputAsset | undefined;
        if (!index) this.error('index.html is not in the bundle: the service worker has no shell to cache');
        const html = String(index.source);
        const files = new Set([...html.matchAll(LINKED)].map((match) => match[1]!));
        for (const icon of manifestIcons(publicDir)) files.add(icon);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && options.alsoCache?.some((test) => test.test(chunk.facadeModuleId ?? ''))) files.add(`/${chunk.fileName}`);
        }
        const shell = [...files].sort();
        const missing = shell.filter((url) => !url.startsWith('/assets/') && !readPublic(publicDir, url));
        if (missing.length > 0) this.error(`the shell links files that are not in public/: ${missing.join(', ')}`);
        const source = template.replace(MARKER, `const BUILD = ${JSON.stringify({ version: versionOf(bundle, template, shell, publicDir), files: shell })};`);
        this.emitFile({ type: 'asset', fileName: WORKER, source });
      },
    },
  };
}

function manifestIcons(publicDir: string): string[] {
  const manifest = readPublic(publicDir, '/manifest.webmanifest');
  if (!manifest) return [];
  const icons = (JSON.parse(manifest.toString('utf8')) as { icons?: { src: string }[] }).icons ?? [];
  return icons.map((icon) => icon.src).filter((src) => src.startsWith('/'));
}

function readPublic(publicDir: string, url: string): Buffer | null {
  try {
    return readFileSync(join(publicDir, ...url.split('/').filter(Boolean)));
  } catch {
    return null;
  }
}

/** Built file names carry their content's hash; index.html, the worker and public files are hashed here. */
function versionOf(bundle: Rolldown.OutputBundle, template: string, shell: string[], publicDir: string): string {
  const hash = createHash('sha256').update(template);
  for (const name of Object.keys(bundle).sort()) {
    const file = bundle[name]!;
    hash.update(name).update(file.type === 'asset' && !name.startsWith('assets/') ? file.source : '');
  }
  for (const url of shell) if (!url.startsWith('/assets/')) hash.update(url).update(readPublic(publicDir, url) ?? '');
  return hash.digest('hex').slice(0, 12);
}
