import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const source = await readFile(path.join(dir, fileName));
        if (source.length < 1024) continue;
        await writeFile(path.join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
        await writeFile(path.join(dir, `${fileName}.br`), brotliCompressSync(source));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': api, '/dev': api } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
