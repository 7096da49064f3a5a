import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_SEGMENTS, LOCALE_TO_CATALOGUE, SEGMENT_TO_LOCALE, type TLanguageSegment } from '@portal/domain';

/** The build's list of start-up catalogue addresses, `{language}` standing for the page's language. */
const BOOT_CATALOGUES_META = /<meta name="boot-catalogues" content="([^"]*)"\s*\/?>/;
const HTML_LANG = /<html lang="[^"]*">/;

type TTemplate = { mtimeMs: number; html: string; catalogues: string[]; pages: Map<string, string> };

/**
 * The single-page app's index.html for one address. The page's language is known from the address's first
 * segment before any script runs, so the page is answered with it: `<html lang>` set (the browser picks the
 * right fonts and a screen reader the right voice from the first paint), and preload links for that language's
 * start-up catalogues, which the browser then fetches beside the page script instead of after it has run (one
 * round trip less before the first text). An address without a language segment gets the file as built.
 *
 * Read again when the file changes, so a rebuilt web app is served without a restart, as its assets are.
 */
export function createWebPage(webDist: string): (url: string) => string {
  const file = path.join(webDist, 'index.html');
  let template: TTemplate | null = null;

  const current = (): TTemplate => {
    const { mtimeMs } = statSync(file);
    if (template?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      const catalogues = BOOT_CATALOGUES_META.exec(html)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
      template = { mtimeMs, html, catalogues, pages: new Map() };
    }
    return template;
  };

  return (url) => {
    const page = current();
    const segment = languageSegmentOf(url);
    if (!segment) return page.html;
    const known = page.pages.get(segment);
    if (known) return known;
    const language = LOCALE_TO_CATALOGUE[SEGMENT_TO_LOCALE[segment]];
    const preloads = page.catalogues
      .map((address) => `<link rel="preload" href="${address.replace('{language}', language)}" as="fetch" crossorigin>`)
      .join('\n    ');
    const html = page.html
      .replace(HTML_LANG, `<html lang="${language}">`)
      .replace(BOOT_CATALOGUES_META, (meta) => (preloads ? `${meta}\n    ${preloads}` : meta));
    page.pages.set(segment, html);
    return html;
  };
}

function languageSegmentOf(url: string): TLanguageSegment | null {
  const first = url.split(/[/?#]/)[1] ?? '';
  return (LANGUAGE_SEGMENTS as readonly string[]).includes(first) ? (first as TLanguageSegment) : null;
}
