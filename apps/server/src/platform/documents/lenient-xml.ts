import { DOMParser } from '@xmldom/xmldom';

/**
 * The root element of a package part read only for what it tells (the styles, the relationships), or null
 * when it does not parse: a crafted part never makes its reader throw. A byte order mark is skipped.
 */
export function rootOfXml(xml: string): Element | null {
  const fail = () => {
    throw new Error('does not parse');
  };
  try {
    return new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
      xml.replace(/^\uFEFF/, ''),
      'text/xml',
    ).documentElement;
  } catch {
    return null;
  }
}
