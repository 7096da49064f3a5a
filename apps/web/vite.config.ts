import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BOOT_CATALOGUES } from './src/lib/boot-catalogues.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes .gz and .br beside every script and stylesheet, so the server sends compressed files
 * without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    // After the files are written: earlier hooks see chunks before Vite's last rewrite of them.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const source = await readFile(path.join(dir, fileName));
        if (source.length < 1024) continue;
        await writeFile(path.join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
        await writeFile(path.join(dir, `${fileName}.br`), brotliCompressSync(source));
      }
    },
  };
}

/**
 * Preloads the Latin file of the portal's typeface (Inter, variable: every weight in one file), which every
 * page shows at once: fetched with the HTML rather than after the style sheet, so text is set in it from the
 * first paint on most visits and a late swap does not move the page.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
        if (!file) throw new Error('the Latin font file is not in the build: its preload cannot be written');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The catalogues the server alone uses (e-mails, documents): never sent to the browser. */
const SERVER_CATALOGUES = new Set(['emails', 'referral-emails', 'fapiao-emails']);
const LOCALES_DIR = path.resolve(import.meta.dirname, 'src/locales');

/** Every browser catalogue part, per language: locales/<language>/<part>.json. */
function browserCatalogues() {
  const files: { language: string; part: string; file: string }[] = [];
  for (const language of readdirSync(LOCALES_DIR).sort()) {
    if (!/^[a-z]{2}$/.test(language)) continue;
    for (const name of readdirSync(path.join(LOCALES_DIR, language)).sort()) {
      const part = name.replace(/\.json$/, '');
      if (part === name || SERVER_CATALOGUES.has(part)) continue;
      files.push({ language, part, file: path.join(LOCALES_DIR, language, name) });
    }
  }
  return files;
}

/**
 * The catalogues travel as JSON, not as JavaScript modules: `/assets/locales/<version>/<language>/<part>.json`,
 * where the version is a hash of all of them (a changed text gives every catalogue a new address, and the
 * immutable caching of /assets stays true). The page script then carries the part names and that version, not
 * an import map of 165 modules, and a catalogue is parsed as JSON rather than compiled. `vite dev` answers
 * the same addresses from src/locales.
 */
function catalogueFiles(): Plugin {
  const catalogues = browserCatalogues();
  const hash = createHash('sha256');
  for (const { file } of catalogues) hash.update(file).update(readFileSync(file));
  const version = hash.digest('hex').slice(0, 10);
  const parts = [...new Set(catalogues.map((c) => c.part))].sort();
  return {
    name: 'catalogue-files',
    config: () => ({
      define: { __CATALOGUE_VERSION__: JSON.stringify(version), __CATALOGUE_PARTS__: JSON.stringify(parts) },
    }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/assets\/locales\/[^/]+\/([a-z]{2})\/([a-z-]+)\.json$/.exec(request.url?.split('?')[0] ?? '');
        const found = match && browserCatalogues().find((c) => c.language === match[1] && c.part === match[2]);
        if (!found) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(readFileSync(found.file));
      });
    },
    // The start-up parts' addresses, with `{language}` for the page's language: the server turns them into
    // preload links for the language in the address it answers (apps/server/src/platform/web-page.ts).
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle
          ? [
              {
                tag: 'meta',
                attrs: {
                  name: 'boot-catalogues',
                  content: BOOT_CATALOGUES.map((part) => `/assets/locales/${version}/{language}/${part}.json`).join(' '),
                },
                injectTo: 'head',
              },
            ]
          : [],
    },
    generateBundle() {
      for (const { language, part, file } of catalogues) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${version}/${language}/${part}.json`,
          source: JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))),
        });
      }
    },
  };
}

/**
 * zod 4 builds JSON Schema converters into every schema type (about 5 KB gzipped) and its English
 * messages into the default configuration; the browser never converts a schema to JSON Schema and shows
 * catalogue messages only, so the client build gets stand-ins for those modules. Parsing is untouched;
 * calling a converter in the browser throws.
 */
function zodWithoutJsonSchema(): Plugin {
  const stubbed = ['json-schema-processors.js', 'to-json-schema.js'];
  const notInBrowser = 'function notInBrowser() { throw new Error("JSON Schema conversion is not in the browser build"); }';
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      // zod's English messages: the portal gives every field its own message key; anything else shows the
      // catalogues' generic 'invalid-value' text in the page's language.
      if (id.replaceAll('\\', '/').endsWith('/zod/v4/locales/en.js')) {
        return "export default function () { return { localeError: () => 'invalid-value' }; }";
      }
      // zod probes whether it may compile parsers with `new Function`: under the portal's content security policy
      // (no 'unsafe-eval') the probe fails quietly but the browser reports a CSP violation on every page that
      // parses. zod's `jitless` setting skips the probe; the browser build starts with it set.
      if (id.replaceAll('\\', '/').endsWith('/zod/v4/core/core.js')) {
        const source = await readFile(id, 'utf8');
        const fresh = '(_a.__zod_globalConfig = {})';
        if (!source.includes(fresh)) throw new Error('zod core no longer starts its global configuration as expected');
        return source.replace(fresh, '(_a.__zod_globalConfig = { jitless: true })');
      }
      const file = stubbed.find((name) => id.replaceAll('\\', '/').endsWith(`/zod/v4/core/${name}`));
      if (!file) return null;
      const source = await readFile(id, 'utf8');
      const names = [...source.matchAll(/^export (?:function|const|class) ([A-Za-z_$][\w$]*)/gm)].flatMap((m) =>
        m[1] ? [m[1]] : [],
      );
      const stubs = names.map((name) =>
        name.startsWith('create')
          ? `export const ${name} = () => notInBrowser;`
          : name === 'allProcessors'
            ? `export const ${name} = {};`
            : `export const ${name} = notInBrowser;`,
      );
      return [notInBrowser, ...stubs].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), zodWithoutJsonSchema(), catalogueFiles(), preloadLatinFont()],
  server: { port: 5173, proxy: { '/api': api, '/dev': api } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Browsers of the es2022 target preload modules themselves (Safari before 17 only loads them a little later).
    modulePreload: { polyfill: false },
    // Fonts stay files, however small: the content security policy loads fonts from the site only (no data:
    // URLs), and a CJK font's small unicode-range slices would otherwise be inlined into the style sheet.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      // A zod schema defined at a module's top level is a value like any other: unused, it is dropped, and a
      // screen that needs only a domain rule from a module (not its schemas) does not load zod with it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Everything the first screen runs (React, the router, TanStack Query, the translation store, the shell) in one script:
        // separate start-up chunks cost requests and compress worse.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // zod and the domain's shared field and address schemas, which every schema module imports, load
            // together or not at all: one script rather than three.
            {
              name: 'schemas',
              test: /[\\/](node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/](api[\\/]common|rules[\\/]address)\.ts$)/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // Each domain rule module (pure functions, no schemas) is its own small chunk, never merged into a
            // schema module's chunk: a screen that needs a rule then does not load zod with it.
            {
              name: (id: string) => {
                const rule = /packages[\\/]domain[\\/]src[\\/]rules[\\/](?!address\.ts)(.+)\.ts$/.exec(id);
                return rule?.[1] ? `rules-${rule[1].replace(/[\\/]/g, '-')}` : null;
              },
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
