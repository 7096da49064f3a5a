import type { TReviewBlock, TReviewChange } from '@portal/domain/api/edit-review';
import { useMemo, useState } from 'react';
import { isInSection, sectionIndex, sectionOptions, type TSectionFilter } from './review-sections.ts';
import { countsByKind, type TKindFilter } from './review-state.ts';

/**
 * The change list's filter by kind and by section: the changes it shows, the counts by kind (of the section
 * chosen) and the section options with their counts.
 */
export function useChangeFilter(blocks: readonly TReviewBlock[], allChanges: readonly TReviewChange[]) {
  const [kind, setKind] = useState<TKindFilter>('all');
  const [section, setSection] = useState<TSectionFilter>('all');
  const index = useMemo(() => sectionIndex(blocks, allChanges), [blocks, allChanges]);
  const sections = useMemo(() => sectionOptions(blocks, index), [blocks, index]);
  const inSection = useMemo(
    () => (section === 'all' ? allChanges : allChanges.filter((change) => isInSection(change, section, index))),
    [allChanges, section, index],
  );
  const counts = useMemo(() => countsByKind(inSection), [inSection]);
  const changes = useMemo(
    () => (kind === 'all' ? inSection : inSection.filter((change) => change.kind === kind)),
    [inSection, kind],
  );
  return { kind, setKind, section, setSection, sections, counts, total: allChanges.length, changes };
}
