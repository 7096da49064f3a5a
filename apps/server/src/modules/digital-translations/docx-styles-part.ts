import { relatedParts, resolveTarget, type TPackageParts } from '../../platform/documents/docx-relationships.ts';

/**
 * A .docx's styles part found as Word finds it: through the main part's relationships (`word/_rels/document.xml.rels`
 * for `word/document.xml`, the relationship whose type ends in `/styles`), its target resolved as
 * docx-relationships.ts (platform) resolves every target. Without such a relationship, or with one that cannot serve
 * (an external target, one that leaves the package such as `../../x`, one naming no part of it, a relationships
 * part that does not parse), the styles are read where Word and LibreOffice write them, `styles.xml` beside the
 * main part. Nothing here throws on a crafted file.
 */
export function readStylesPart(parts: TPackageParts, mainPart: string): string | undefined {
  for (const name of relatedParts(parts, mainPart, 'styles')) {
    const styles = parts.read(name);
    if (styles !== undefined) return styles;
  }
  const beside = resolveTarget(mainPart, 'styles.xml');
  return beside === null ? undefined : parts.read(beside);
}
