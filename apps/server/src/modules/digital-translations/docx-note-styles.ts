import { rootOfXml } from '../../platform/documents/lenient-xml.ts';

/**
 * The character styles of a .docx's note references, read from its styles.xml, for comparing a table of
 * contents' entry with its heading without their note numbers (docx-toc.ts). Word writes a built-in style's
 * id in the language of its interface (Spanish `Refdenotaalpie`, Brazilian Portuguese `Refdenotaderodap`,
 * German `Funotenzeichen`, East Asian `aa`) but its name in English (`footnote reference`, `endnote
 * reference`); LibreOffice names them `Footnote Anchor`, `Footnote Characters` and the like. A style is a note's when it or a style it is
 * based on (`w:basedOn`, followed to its end, cycles cut) has such a name; it is raised when the nearest
 * style of that chain setting `w:vertAlign` sets it to superscript. Without styles.xml, or with one that does
 * not parse, only the ids Word writes in English and Spanish are known.
 */

export type TNoteStyles = {
  /** Whether text in the character style of this id is a note's reference. */
  isNote: (id: string) => boolean;
  /** Whether the character style of this id sets its text in superscript. */
  isSuperscript: (id: string) => boolean;
};

/** The ids Word writes for the note reference styles in English and Spanish (`Refdenotaalpie`, `Refdenotaalfinal`). */
const NOTE_ID = /^(?:(?:foot|end)note ?reference|refdenota)/i;
/** The names of the note reference styles: Word's built-in ones (always in English) and LibreOffice's. */
const NOTE_NAME = /^(?:foot|end)note[ _]?(?:reference|anchor|characters?|symbol)$/i;

type TStyleEntry = { name: string; basedOn: string | null; vertAlign: string | null };

const childElements = (node: Node): Element[] =>
  Array.from(node.childNodes as ArrayLike<Node>).filter((c): c is Element => c.nodeType === 1);
const valueIn = (parent: Element | undefined, name: string) =>
  parent
    ? (childElements(parent)
        .find((c) => c.nodeName === name)
        ?.getAttribute('w:val') ?? null)
    : null;

/** The character styles of a styles.xml by id; none when it does not parse. */
function characterStyles(xml: string): Map<string, TStyleEntry> {
  const styles = new Map<string, TStyleEntry>();
  const root = rootOfXml(xml);
  for (const style of root ? childElements(root) : []) {
    const id = style.getAttribute('w:styleId') ?? '';
    if (style.nodeName !== 'w:style' || style.getAttribute('w:type') !== 'character' || id === '' || styles.has(id)) continue;
    const rPr = childElements(style).find((c) => c.nodeName === 'w:rPr');
    styles.set(id, {
      name: valueIn(style, 'w:name') ?? '',
      basedOn: valueIn(style, 'w:basedOn'),
      vertAlign: valueIn(rPr, 'w:vertAlign'),
    });
  }
  return styles;
}

/** The note styles of a document whose styles.xml is `xml` (undefined when it has none). */
export function readNoteStyles(xml: string | undefined): TNoteStyles {
  const styles = xml === undefined ? new Map<string, TStyleEntry>() : characterStyles(xml);
  /** The style and the styles it is based on, in order, each once. */
  const chainOf = (id: string): TStyleEntry[] => {
    const chain: TStyleEntry[] = [];
    const seen = new Set<string>();
    for (let at: string | null = id; at !== null && !seen.has(at); ) {
      seen.add(at);
      const style = styles.get(at);
      if (!style) break;
      chain.push(style);
      at = style.basedOn;
    }
    return chain;
  };
  const notes = new Map<string, boolean>();
  const raised = new Map<string, boolean>();
  return {
    isNote: (id) => {
      let known = notes.get(id);
      if (known === undefined) {
        known = NOTE_ID.test(id) || chainOf(id).some((style) => NOTE_NAME.test(style.name.trim()));
        notes.set(id, known);
      }
      return known;
    },
    isSuperscript: (id) => {
      let known = raised.get(id);
      if (known === undefined) {
        known = chainOf(id).find((style) => style.vertAlign !== null)?.vertAlign === 'superscript';
        raised.set(id, known);
      }
      return known;
    },
  };
}
