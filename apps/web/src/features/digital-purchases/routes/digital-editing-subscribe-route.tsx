import { PurchasePage } from '../components/purchase-page.tsx';

/** /{lang}/researcher/digital-editing/subscribe/{receiptCode?}/{success?}: the one-year subscription. */
export function Component() {
  return <PurchasePage kind="editing" />;
}
