/**
 * The catalogue parts every screen needs, loaded at start-up (src/lib/i18n.ts). The build names their addresses
 * in index.html (vite.config.ts, `catalogueFiles`) so the server can ask the browser to fetch the page
 * language's parts together with the page script rather than after it has run.
 */
export const BOOT_CATALOGUES = ['common', 'shell', 'validation'] as const;
