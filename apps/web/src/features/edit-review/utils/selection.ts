/**
 * The changes a researcher has ticked in the list. A plain tick toggles one change and becomes the anchor;
 * a shift+tick sets every change from the anchor to it (in the list as shown) to the state of the tick.
 */
export type TSelection = { ids: ReadonlySet<string>; anchor: number | null };

export const EMPTY_SELECTION: TSelection = { ids: new Set(), anchor: null };

export function tick(
  selection: TSelection,
  shown: readonly { id: string }[],
  index: number,
  options: { checked: boolean; range: boolean },
): TSelection {
  const ids = new Set(selection.ids);
  const from = options.range && selection.anchor !== null ? Math.min(selection.anchor, index) : index;
  const to = options.range && selection.anchor !== null ? Math.max(selection.anchor, index) : index;
  for (let position = from; position <= to; position++) {
    const id = shown[position]?.id;
    if (id === undefined) continue;
    if (options.checked) ids.add(id);
    else ids.delete(id);
  }
  return { ids, anchor: index };
}

/** Every change shown ticked (the filter's), the others kept as they were. */
export function tickAll(selection: TSelection, shown: readonly { id: string }[]): TSelection {
  const ids = new Set(selection.ids);
  for (const item of shown) ids.add(item.id);
  return { ids, anchor: selection.anchor };
}

/** The ticked changes among those shown, in list order: what "accept the selection" decides. */
export const selectedShown = (selection: TSelection, shown: readonly { id: string }[]) =>
  shown.filter((item) => selection.ids.has(item.id)).map((item) => item.id);
