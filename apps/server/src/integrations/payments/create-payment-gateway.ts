import type { Db } from '../../platform/db.ts';
import type { TPaymentConfig } from './payment-config.ts';
import { createSandboxGateway, type TSandboxProvider } from './sandbox-gateway.ts';

/**
 * The configured provider (PAYMENT_PROVIDER). Only the sandbox exists; a real adapter implements
 * TPaymentGateway and is chosen here (docs/payments.md).
 */
export function createPaymentProvider(db: Db, config: TPaymentConfig, publicUrl: string): TSandboxProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxGateway(db, config, publicUrl);
  }
}
