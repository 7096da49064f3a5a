import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/** WordprocessingML's main namespace: every element the review reads or rewrites is in it. */
export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const ELEMENT_NODE = 1;

/** A part the review cannot read (broken XML, no root); the review answers that the file cannot be opened. */
export class UnreadableReviewPartError extends Error {}

export const isElement = (node: Node | null | undefined): node is Element => node?.nodeType === ELEMENT_NODE;

/** Whether a node is the WordprocessingML element of that local name. */
export const isW = (node: Node | null | undefined, name: string): node is Element =>
  isElement(node) && node.namespaceURI === W_NS && node.localName === name;

export function childElements(element: Element): Element[] {
  const children: Element[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) if (isElement(child)) children.push(child);
  return children;
}

export const wChild = (element: Element, name: string): Element | undefined =>
  childElements(element).find((child) => isW(child, name));

export const wAttribute = (element: Element, name: string): string | null => element.getAttributeNS(W_NS, name) || null;

/** Every element below `root` in document order (depth first, parents before their children). */
export function descendants(root: Element): Element[] {
  const found: Element[] = [];
  const walk = (element: Element) => {
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (!isElement(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

export function parsePart(name: string, bytes: Buffer): Document {
  const fail = (message: string) => {
    throw new UnreadableReviewPartError(`${name}: ${message}`);
  };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const document = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
    text,
    'text/xml',
  );
  if (!document.documentElement) fail('no root element');
  return document;
}

export const serializePart = (document: Document): Buffer => Buffer.from(new XMLSerializer().serializeToString(document), 'utf8');

/** Moves an element's children to its place and removes it: what accepting an insertion does to its wrapper. */
export function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

export function remove(node: Node): void {
  node.parentNode?.removeChild(node);
}

/** Renames a WordprocessingML element in place (w:delText → w:t), keeping its attributes and children. */
export function renameW(element: Element, name: string): Element {
  const document = element.ownerDocument;
  const renamed = document.createElementNS(W_NS, element.prefix ? `${element.prefix}:${name}` : name);
  for (let index = 0; index < element.attributes.length; index++) {
    const attribute = element.attributes.item(index);
    if (attribute) renamed.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
  }
  while (element.firstChild) renamed.appendChild(element.firstChild);
  element.parentNode?.replaceChild(renamed, element);
  return renamed;
}
