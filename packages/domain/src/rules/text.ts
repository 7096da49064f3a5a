const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether a string holds a C0 control character (U+0000–U+001F). None belongs in what people type, and
 * PostgreSQL cannot store NUL at all. Multi-line text may keep tab, line feed and carriage return.
 */
export function hasControlCharacter(value: string, options: { isMultiLine?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0x20) continue;
    if (options.isMultiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
