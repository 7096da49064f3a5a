import { DOCX_MAIN_PART } from '../../platform/documents/docx-archive.ts';
import { rootOfXml } from './lenient-xml.ts';

/**
 * A .docx's styles part found as Word finds it: through the main document part's relationships
 * (`word/_rels/document.xml.rels`, the relationship whose type ends in `/styles`), its target resolved against
 * the main part's folder (or, when it starts with `/`, against the package's root). Without such a
 * relationship, or with one that cannot serve (an external target, one that leaves the package such as
 * `../../x`, one naming no part of it, a relationships part that does not parse), the styles are read where
 * Word and LibreOffice write them, `word/styles.xml`. Part names are compared without regard to case, as the
 * package format has them. Nothing here throws on a crafted file.
 */

/** Where Word and LibreOffice write the styles part. */
const DEFAULT_STYLES_PART = 'word/styles.xml';
const STYLES_TYPE = '/styles';

/** The relationships part of a part: `word/document.xml` → `word/_rels/document.xml.rels`. */
function relationshipsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationship's target as a part name, or null when it is not one of the package (outside it, or unreadable). */
function resolveTarget(source: string, target: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.trim());
  } catch {
    return null;
  }
  if (decoded === '' || decoded.includes('\\') || /^[a-z][a-z\d+.-]*:/i.test(decoded)) return null;
  const segments = decoded.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    else if (segments.pop() === undefined) return null;
  }
  return segments.length > 0 ? segments.join('/') : null;
}

/** The internal targets of a relationships part's relationships of a type ending in `typeEnd`, in order. */
function targetsOf(xml: string, typeEnd: string): string[] {
  const root = rootOfXml(xml);
  return Array.from((root?.childNodes ?? []) as ArrayLike<Node>).flatMap((node) => {
    if (node.nodeType !== 1 || (node as Element).localName !== 'Relationship') return [];
    const relationship = node as Element;
    const type = relationship.getAttribute('Type') ?? '';
    const isExternal = (relationship.getAttribute('TargetMode') ?? '').toLowerCase() === 'external';
    return type.endsWith(typeEnd) && !isExternal ? [relationship.getAttribute('Target') ?? ''] : [];
  });
}

/**
 * The text of the document's styles part, or undefined when it has none; `readPart` answers a part's text
 * by its name (in any case), or undefined when the package has no such part.
 */
export function readStylesPart(readPart: (name: string) => string | undefined): string | undefined {
  const relationships = readPart(relationshipsPartOf(DOCX_MAIN_PART));
  for (const target of relationships === undefined ? [] : targetsOf(relationships, STYLES_TYPE)) {
    const name = resolveTarget(DOCX_MAIN_PART, target);
    const styles = name === null ? undefined : readPart(name);
    if (styles !== undefined) return styles;
  }
  return readPart(DEFAULT_STYLES_PART);
}
