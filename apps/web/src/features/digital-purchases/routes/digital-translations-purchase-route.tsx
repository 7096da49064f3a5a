import { PurchasePage } from '../components/purchase-page.tsx';

/** /{lang}/researcher/digital-translations/purchase/{receiptCode?}/{success?}: a package of translations. */
export function Component() {
  return <PurchasePage kind="translation" />;
}
