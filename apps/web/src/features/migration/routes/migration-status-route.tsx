import { toSegment } from '@portal/domain';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useAcceptMigrationTerms } from '../api/accept-terms.ts';
import { MigrationTermsDialog } from '../components/migration-terms-dialog.tsx';
import '../migration.css';

/** /researcher/wfoe-migration-status: the gate for users moving to the local entity in China (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const user = useUser();
  const accept = useAcceptMigrationTerms(user);
  const [isDialogOpen, setIsDialogOpen] = useState(true);
  const status = user.wfoeMigrationStatus;

  if (!status.inMigratingGroup || (status.acceptedTermsOfService && status.migrated)) {
    return <Navigate to={to(segment, paths.researcher)} replace />;
  }

  if (status.acceptedTermsOfService) {
    return (
      <section className="migration">
        <h1>{t('migration-heading')}</h1>
        <Alert kind="info">{t('migration-check-back-later')}</Alert>
      </section>
    );
  }

  const error = accept.error instanceof ApiError ? translateMessage(t, accept.error.code) : null;
  return (
    <section className="migration">
      <h1>{t('migration-heading')}</h1>
      <p>{t('migration-intro')}</p>
      <Button onClick={() => setIsDialogOpen(true)}>{t('migration-review-terms')}</Button>
      {isDialogOpen ? (
        <MigrationTermsDialog
          isAccepting={accept.isPending}
          error={error}
          onAccept={() => accept.mutate()}
          onClose={() => setIsDialogOpen(false)}
        />
      ) : null}
    </section>
  );
}
