import { rootOfXml } from './lenient-xml.ts';

/**
 * How the parts of a .docx find each other, as the Open Packaging Conventions have it. The package's own
 * relationships (`_rels/.rels`) name the main document part: the target of the relationship of type
 * officeDocument, which Word writes as `word/document.xml` and Word Online or SharePoint sometimes as
 * `word/document2.xml`. A part's relationships are in `<folder>/_rels/<name>.rels` beside it, and name its
 * headers, footers, notes, comments and styles. A target is resolved against its source part's folder (the
 * package's root for `_rels/.rels`), or against the root when it starts with `/`, and part names are compared
 * without regard to case. Nothing here throws on a crafted package: a target that leaves the package, is
 * external or names no entry of the package is no part at all.
 */

export const OFFICE_DOCUMENT_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
/** Where Word writes the main part; where it is read when the package's relationships name none. */
export const DEFAULT_MAIN_PART = 'word/document.xml';

/** A package's entries as the finders read them. */
export type TPackageParts = {
  /** Every part's name as stored, in the archive's order. */
  readonly names: readonly string[];
  /** The stored name of the part named `name` (in any case), or undefined when the package has none. */
  find(name: string): string | undefined;
  /** The text of the part named `name` (in any case), or undefined when it is not there or not at hand. */
  read(name: string): string | undefined;
};

/** A part's text: UTF-16 by its byte order mark, UTF-8 otherwise (a UTF-8 byte order mark dropped). */
function textOfPart(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * A package's parts from its entries; `content` may be left out for entries whose text no finder needs. A
 * directory entry is no part; of two entries whose names differ only in case, the first is the part.
 */
export function packagePartsOf(
  entries: readonly { name: string; content?: Buffer | undefined; isDirectory?: boolean }[],
): TPackageParts {
  const byName = new Map<string, { name: string; content?: Buffer | undefined }>();
  for (const entry of entries) {
    if (entry.isDirectory || entry.name.endsWith('/')) continue;
    const key = entry.name.toLowerCase();
    if (!byName.has(key)) byName.set(key, entry);
  }
  return {
    names: [...byName.values()].map((entry) => entry.name),
    find: (name) => byName.get(name.toLowerCase())?.name,
    read: (name) => {
      const content = byName.get(name.toLowerCase())?.content;
      return content === undefined ? undefined : textOfPart(content);
    },
  };
}

/** The relationships part of a part: `word/document2.xml` → `word/_rels/document2.xml.rels`; the package's ('') → `_rels/.rels`. */
export function relationshipsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/**
 * A relationship's target as a part name, resolved against the folder of `source` (the part whose
 * relationships these are; '' for the package's), or null when it is not a part of the package: external (a
 * scheme), leaving the package (`../../x`), empty, with a backslash, or not decodable.
 */
export function resolveTarget(source: string, target: string): string | null {
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

type TRelationship = { type: string; target: string; isExternal: boolean };

/** The relationships of `source` ('' for the package's), or null when it has no relationships part or it does not parse. */
function relationshipsOf(parts: TPackageParts, source: string): TRelationship[] | null {
  const xml = parts.read(relationshipsPartOf(source));
  const root = xml === undefined ? null : rootOfXml(xml);
  if (root === null) return null;
  return Array.from(root.childNodes as ArrayLike<Node>).flatMap((node) => {
    if (node.nodeType !== 1 || (node as Element).localName !== 'Relationship') return [];
    const relationship = node as Element;
    return [
      {
        type: relationship.getAttribute('Type') ?? '',
        target: relationship.getAttribute('Target') ?? '',
        isExternal: (relationship.getAttribute('TargetMode') ?? '').toLowerCase() === 'external',
      },
    ];
  });
}

/** The stored name of the part a relationship of `source` points at, or null when it points at no part of the package. */
function partAt(parts: TPackageParts, source: string, relationship: TRelationship): string | null {
  const name = relationship.isExternal ? null : resolveTarget(source, relationship.target);
  return name === null ? null : (parts.find(name) ?? null);
}

/**
 * The stored name of the package's main document part: the target of the package's officeDocument
 * relationship, or `word/document.xml` when the package has no such relationship (no `_rels/.rels`, one that
 * does not parse, or one without it). Null when there is no main part: the relationship's target is external,
 * leaves the package or names no entry of it, or, without the relationship, there is no `word/document.xml`.
 */
export function mainPartOf(parts: TPackageParts): string | null {
  const relationship = relationshipsOf(parts, '')?.find((candidate) => candidate.type === OFFICE_DOCUMENT_TYPE);
  if (relationship === undefined) return parts.find(DEFAULT_MAIN_PART) ?? null;
  return partAt(parts, '', relationship);
}

/** Word's names for the parts of a type beside the main part: `footnotes.xml`, `header1.xml`, `header2.xml`. */
const numberedName = (type: string) => new RegExp(`^${type}(\\d*)\\.xml$`, 'i');

/**
 * The stored names of the parts that the relationships of `source` of type `type` (the type's last segment:
 * 'header', 'footer', 'footnotes', 'endnotes', 'comments', 'styles') point at, in their order and each once;
 * a target that is no part of the package is left out. When `source` has no relationships part (or one that
 * does not parse), the parts beside it named as Word names them (`footnotes.xml`, `header1.xml`, …, by number).
 */
export function relatedParts(parts: TPackageParts, source: string, type: string): string[] {
  const relationships = relationshipsOf(parts, source);
  if (relationships === null) {
    const folder = source.slice(0, source.lastIndexOf('/') + 1).toLowerCase();
    const pattern = numberedName(type);
    return parts.names
      .map((name) => ({ name, match: name.toLowerCase().startsWith(folder) ? pattern.exec(name.slice(folder.length)) : null }))
      .flatMap(({ name, match }) => (match ? [{ name, number: Number(match[1] || 0) }] : []))
      .sort((a, b) => a.number - b.number)
      .map(({ name }) => name);
  }
  const found = relationships
    .filter((relationship) => relationship.type.endsWith(`/${type}`))
    .map((relationship) => partAt(parts, source, relationship));
  return [...new Set(found.filter((name): name is string => name !== null))];
}
