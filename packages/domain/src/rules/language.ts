import {
  DEFAULT_LOCALE,
  LANGUAGE_SEGMENTS,
  LOCALE_TO_SEGMENT,
  LOCALES,
  SEGMENT_TO_LOCALE,
  type TLanguageSegment,
  type TLocale,
} from '../constants.ts';

export function isLanguageSegment(value: string | undefined): value is TLanguageSegment {
  return value !== undefined && (LANGUAGE_SEGMENTS as readonly string[]).includes(value);
}

export function isLocale(value: string | undefined): value is TLocale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** Accepts a segment (jp) or a locale (ja_JP) and returns the locale, or the default. */
export function toLocale(value: string | undefined | null): TLocale {
  if (!value) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  if (isLanguageSegment(value)) return SEGMENT_TO_LOCALE[value];
  return DEFAULT_LOCALE;
}

export function toSegment(value: string | undefined | null): TLanguageSegment {
  return LOCALE_TO_SEGMENT[toLocale(value)];
}

/**
 * Puts a language segment in front of a path that lacks one, or replaces the one it has.
 * Query strings and hashes are kept.
 */
export function withLanguageSegment(path: string, segment: TLanguageSegment): string {
  const [pathname = '/', rest = ''] = splitPath(path);
  const parts = pathname.split('/').filter(Boolean);
  if (isLanguageSegment(parts[0])) parts.shift();
  return `/${[segment, ...parts].join('/')}${rest}`;
}

/** The first path segment when it is a language segment. */
export function segmentOf(pathname: string): TLanguageSegment | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLanguageSegment(first) ? first : undefined;
}

function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

const THIS_SITE = 'https://this-site.invalid';

/**
 * A redirect target is safe when it stays on this site: a path, never a protocol-relative
 * or absolute URL (open-redirect defence). It is resolved as a browser would resolve it: a
 * browser drops tabs and newlines and reads a backslash as a slash, so "/<tab>/evil.com" leads away.
 */
export function isSafeRedirect(target: string | undefined | null): target is string {
  if (!target?.startsWith('/')) return false;
  try {
    return new URL(target, THIS_SITE).origin === THIS_SITE;
  } catch {
    return false;
  }
}
