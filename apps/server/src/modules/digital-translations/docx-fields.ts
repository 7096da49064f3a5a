/**
 * Complex fields that cross paragraphs (a table of contents, a reference manager's bibliography, an index):
 * `w:fldChar` begin in one paragraph, separate and end in later ones. Read once per part, before its
 * paragraphs (docx-inline.ts), so each paragraph knows which such fields are open where it starts and which of
 * its field marks belong to one. A bibliography's result is kept as written (the titles of cited works stay in
 * their language); any other field's result text is translated paragraph by paragraph (a table of contents'
 * entries follow the translated headings), its code never. docs/decisions.md, "Fields that cross paragraphs".
 *
 * The same reading finds the content controls (`w:sdt`) a translation treats apart: a reference manager's
 * citation or bibliography in a content control (Mendeley Cite, Word's own) is kept, the paragraphs inside
 * it too; an inline control holding text (a title page's title, subtitle) is translated on its own, as a
 * paragraph of its content; one naming a person or an organisation (an author, a company) is kept.
 */

/** `kept`: the result stays as written (a bibliography); `translated`: the result text is translated. */
export type TFieldKind = 'kept' | 'translated';
export type TFieldPhase = 'code' | 'result';

type TField = { instruction: string; paragraphs: Set<Element>; resultParagraphs: Set<Element>; kind: TFieldKind };

/** A field open at some point of a paragraph: its kind and whether the reading is in its code or its result. */
export type TOpenField = { field: { kind: TFieldKind }; phase: TFieldPhase };

export type TParagraphFields = {
  /** The fields crossing paragraphs that are open where the paragraph starts, outermost first. */
  openAt: (paragraph: Element) => TOpenField[];
  /**
   * The field a `w:fldChar` marks when its marks are read one by one: a field crossing paragraphs, or a
   * cross-reference or hyperlink field within one (its result is words: "Tabla 1", a heading's text, a link's
   * text); null for a field kept whole (a citation, a page number).
   */
  markedFieldOf: (fldChar: Element) => { kind: TFieldKind } | null;
  /** Whether a paragraph is inside a content control that is kept (a citation's, a bibliography's). */
  isKept: (paragraph: Element) => boolean;
  /** The content (`w:sdtContent`) of each inline content control whose text is translated, in document order. */
  inlineControls: Element[];
  /** Whether a paragraph is in the result of a table of contents (`TOC`) field: one of its entries. */
  isInTableOfContents: (paragraph: Element) => boolean;
};

/** A content control holding a citation or a bibliography, by its properties, tag or title. */
const KEPT_CONTROL_PROPERTY = new Set(['w:citation', 'w:bibliography']);
const KEPT_CONTROL_NAME = /citation|bibliograph|mendeley|zotero|endnote|citavi|\bcsl\b/i;
/** Controls whose content is not free text: a date, a list's item, a check box, a picture, a building block, a placeholder. */
const FIXED_CONTROL_PROPERTY = new Set([
  'w:date',
  'w:comboBox',
  'w:dropDownList',
  'w:picture',
  'w:docPartObj',
  'w:docPartList',
  'w:equation',
  'w:group',
  'w14:checkbox',
  'w:showingPlcHdr',
]);

/**
 * A control naming a person or an organisation (Word's cover-page Author, Company, Manager, their e-mail and
 * phone, bound to the document's properties or so titled): names are not translated (Apertium gives "Rosa
 * White" for "Rosa Blanco").
 */
const NAME_CONTROL =
  /^\s*(?:author|autor|autora|autores|autoras|company|empresa|compañía|companhia|manager|e-?mail|correo|phone|teléfono|telefone)/i;
const NAME_BINDING = /creator|lastModifiedBy|Company|Manager/;

const childElements = (node: Node): Element[] =>
  Array.from(node.childNodes as ArrayLike<Node>).filter((c): c is Element => c.nodeType === 1);

/** A content control: kept (a citation, a bibliography), fixed (not free text) or text. */
function controlKindOf(sdt: Element): 'kept' | 'fixed' | 'text' {
  const properties = childElements(sdt).find((c) => c.nodeName === 'w:sdtPr');
  const children = properties ? childElements(properties) : [];
  const names = children
    .filter((c) => c.nodeName === 'w:tag' || c.nodeName === 'w:alias')
    .map((c) => c.getAttribute('w:val') ?? '')
    .join(' ');
  if (children.some((c) => KEPT_CONTROL_PROPERTY.has(c.nodeName)) || KEPT_CONTROL_NAME.test(names)) return 'kept';
  const binding = children.find((c) => c.nodeName === 'w:dataBinding')?.getAttribute('w:xpath') ?? '';
  const isName = NAME_BINDING.test(binding) || names.split(' ').some((name) => NAME_CONTROL.test(name));
  return isName || children.some((c) => FIXED_CONTROL_PROPERTY.has(c.nodeName)) ? 'fixed' : 'text';
}

/**
 * A reference manager's or Word's bibliography: Zotero (`ADDIN ZOTERO_BIBL`), EndNote (`ADDIN EN.REFLIST`),
 * Mendeley (`ADDIN Mendeley Bibliography CSL_BIBLIOGRAPHY`), Citavi, Papers, Word's `BIBLIOGRAPHY`.
 */
const BIBLIOGRAPHY =
  /^\s*(?:BIBLIOGRAPHY\b|ADDIN\s+(?:ZOTERO_BIBL|EN\.REFLIST|Mendeley\s+Bibliography|CITAVI\.BIBLIOGRAPHY|PAPERS2_BIBLIOGRAPHY|RW\.BIB|F1000_BIBLIOGRAPHY)\b)|CSL_BIBLIOGRAPHY/i;

export const fieldKindOf = (instruction: string): TFieldKind => (BIBLIOGRAPHY.test(instruction) ? 'kept' : 'translated');

/** A field within a paragraph whose result is translated: a cross-reference (`REF`) or a hyperlink (`HYPERLINK`). */
const TRANSLATED_WITHIN = /^\s*(?:REF|HYPERLINK)\s/i;

/** A simple field (`w:fldSimple`) whose result is words: its runs are translated inside it, like a hyperlink's. */
export const isWordsField = (element: Element) =>
  element.nodeName === 'w:fldSimple' && TRANSLATED_WITHIN.test(element.getAttribute('w:instr') ?? '');

/** A table of contents' or a table of figures' field (`TOC \c "Figura"`). */
const TABLE_OF_CONTENTS = /^\s*TOC\b/i;

/** A story: the part itself or a text box, each with its own fields. */
const STORY = 'w:txbxContent';

/** Reads the fields of a part in document order; iterative, so a hostile file's deep nesting cannot overflow the stack. */
export function readParagraphFields(root: Element): TParagraphFields {
  const openAt = new Map<Element, { field: TField; phase: TFieldPhase }[]>();
  const marksOf = new Map<Element, TField>();
  const stories: { paragraph: Element | null; open: { field: TField; phase: TFieldPhase; marks: Element[] }[] }[] = [
    { paragraph: null, open: [] },
  ];
  const fields: { field: TField; marks: Element[] }[] = [];
  const kept = new Set<Element>();
  const inlineControls: Element[] = [];
  let keptDepth = 0;
  // Each entry: a node to enter, or the end of a story or of a kept content control.
  const stack: ({ node: Node; exit: null } | { node: Node; exit: 'story' | 'kept' })[] = [{ node: root, exit: null }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node } = item;
    if (item.exit === 'story') stories.pop();
    if (item.exit === 'kept') keptDepth -= 1;
    if (item.exit) continue;
    if (node.nodeType !== 1) continue;
    const name = node.nodeName;
    const story = stories.at(-1) as (typeof stories)[number];
    if (name === STORY) {
      stories.push({ paragraph: null, open: [] });
      stack.push({ node, exit: 'story' });
    } else if (name === 'w:sdt') {
      const kind = controlKindOf(node as Element);
      if (kind === 'kept') {
        keptDepth += 1;
        stack.push({ node, exit: 'kept' });
      } else if (kind === 'text' && keptDepth === 0 && node.parentNode?.nodeName === 'w:p') {
        const content = childElements(node).find((c) => c.nodeName === 'w:sdtContent');
        if (content) inlineControls.push(content);
      }
    } else if (name === 'w:p') {
      story.paragraph = node as Element;
      if (keptDepth > 0) kept.add(node as Element);
      for (const open of story.open) {
        open.field.paragraphs.add(node as Element);
        if (open.phase === 'result') open.field.resultParagraphs.add(node as Element);
      }
      openAt.set(
        node as Element,
        story.open.map((open) => ({ field: open.field, phase: open.phase })),
      );
    } else if (name === 'w:fldChar') {
      const type = (node as Element).getAttribute('w:fldCharType');
      if (type === 'begin') {
        const field: TField = { instruction: '', paragraphs: new Set(), resultParagraphs: new Set(), kind: 'translated' };
        if (story.paragraph) field.paragraphs.add(story.paragraph);
        const open = { field, phase: 'code' as TFieldPhase, marks: [node as Element] };
        story.open.push(open);
        fields.push(open);
      } else {
        const top = story.open.at(-1);
        if (top) {
          top.marks.push(node as Element);
          if (type === 'separate') {
            top.phase = 'result';
            if (story.paragraph) top.field.resultParagraphs.add(story.paragraph);
          } else if (type === 'end') story.open.pop();
        }
      }
    } else if (name === 'w:instrText') {
      const top = story.open.at(-1);
      if (top?.phase === 'code') top.field.instruction += node.textContent ?? '';
    }
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push({ node: child, exit: null });
  }
  const tableOfContents = new Set<Element>();
  for (const { field, marks } of fields) {
    field.kind = fieldKindOf(field.instruction);
    if (TABLE_OF_CONTENTS.test(field.instruction)) for (const paragraph of field.resultParagraphs) tableOfContents.add(paragraph);
    const isMarked = field.paragraphs.size > 1 || TRANSLATED_WITHIN.test(field.instruction);
    if (isMarked) for (const mark of marks) marksOf.set(mark, field);
  }
  return {
    openAt: (paragraph) => (openAt.get(paragraph) ?? []).map(({ field, phase }) => ({ field, phase })),
    markedFieldOf: (fldChar) => marksOf.get(fldChar) ?? null,
    isKept: (paragraph) => kept.has(paragraph),
    inlineControls,
    isInTableOfContents: (paragraph) => tableOfContents.has(paragraph),
  };
}
