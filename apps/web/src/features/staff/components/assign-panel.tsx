import type { TStaffOrder } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { assignEditor } from '../api/change-order.ts';
import { useEditors } from '../api/get-editors.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { StaffSection } from './staff-section.tsx';

type TAssignPanelProps = { order: TStaffOrder; change: TOrderChange; myIdentity: string };

/** Who edits the order: any active staff member, or nobody. */
export function AssignPanel({ order, change, myIdentity }: TAssignPanelProps) {
  const { t } = useTranslation();
  const editors = useEditors();
  const [choice, setChoice] = useState(order.assignee?.identity ?? '');
  const assign = (identity: string | null) =>
    change.run('assign', () => assignEditor(order.externalId, { assigneeIdentity: identity, version: order.version }));

  return (
    <StaffSection titleId="staff-assign-title" title={t('staff-assign-title')}>
      <p>{order.assignee ? t('staff-assigned-to', { name: order.assignee.fullName }) : t('staff-unassigned')}</p>
      {order.status === 'completed' || order.status === 'cancelled' ? null : (
        <form
          className="staff-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void assign(choice || null);
          }}
        >
          <SelectField label={t('staff-assign-editor')} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{t('staff-assign-nobody')}</option>
            {(editors.data ?? []).map((editor) => (
              <option key={editor.identity} value={editor.identity}>
                {editor.fullName}
              </option>
            ))}
          </SelectField>
          <div className="staff-actions">
            <Button type="submit" isBusy={change.busy === 'assign'} disabled={change.busy !== null}>
              {t('staff-assign-save')}
            </Button>
            {order.assignee?.identity === myIdentity ? null : (
              <Button variant="secondary" disabled={change.busy !== null} onClick={() => void assign(myIdentity)}>
                {t('staff-assign-me')}
              </Button>
            )}
          </div>
        </form>
      )}
    </StaffSection>
  );
}
