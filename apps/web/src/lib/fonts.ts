/**
 * The @font-face rules of the Japanese and Chinese typefaces (about 100 KB of unicode-range rules each) load
 * only for a page in that language, as a style sheet of their own; English, Portuguese and Spanish pages never
 * fetch them. The font files themselves are fetched by the browser slice by slice, as characters need them.
 */
const CJK_FONTS: Record<string, () => Promise<unknown>> = {
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  zh: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
};

const loaded = new Map<string, Promise<unknown>>();

/** Declares the typeface of a catalogue language (ja, zh) once; resolves when its rules are in the page. */
export function loadLanguageFonts(language: string): Promise<unknown> {
  const load = CJK_FONTS[language];
  if (!load) return Promise.resolve();
  let pending = loaded.get(language);
  if (!pending) {
    // A failed load leaves the local fallback in place; the page must not wait on it.
    pending = load().catch(() => undefined);
    loaded.set(language, pending);
  }
  return pending;
}
