/**
 * A checker's message as plain text: harper writes its messages in Markdown (`to`, **word**, *word*), which
 * the report shows as text; code spans become quoted words and emphasis marks are dropped.
 */
export function plainMessage(message: string): string {
  return message
    .replace(/`([^`]*)`/g, '“$1”')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`/g, '')
    .trim();
}
