import { FAPIAO_DOCUMENT_MAX_BYTES } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { renderFapiaoDocument, type TFapiaoSeller } from '../../integrations/tax-service/fapiao-document.ts';
import { createSandboxTaxService } from '../../integrations/tax-service/sandbox-tax-service.ts';
import type { TFapiaoIssueInput } from '../../integrations/tax-service/tax-service.ts';
import { loadTaxServiceConfig } from '../../integrations/tax-service/tax-service-config.ts';
import type { Db } from '../../platform/db.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { fapiaoIssueInputOf, type TFapiaoDeps } from './service.ts';
import type { TStaffFapiaoDeps } from './staff-fapiaos.ts';

/** The seller on the sandbox's fapiaos: an illustrative Chinese entity of the provider (development only). */
const SANDBOX_SELLER: Omit<TFapiaoSeller, 'website'> = {
  name: '稿件服务（北京）信息咨询有限公司',
  taxpayerNumber: '91110105MA00SANDBX',
  addressLines: ['北京市朝阳区建国路 88 号'],
};

/** The fapiao module's dependencies: the configured tax service (the sandbox unless set) and the document renderer. */
export function createFapiaoDeps(deps: {
  db: Db;
  config: TConfig;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}): TFapiaoDeps & Pick<TStaffFapiaoDeps, 'render' | 'documentMaxBytes'> {
  const taxConfig = loadTaxServiceConfig();
  const seller = { ...SANDBOX_SELLER, website: deps.config.publicUrl };
  const renderInput = (input: TFapiaoIssueInput, number: string, issuedAt: Date) =>
    renderFapiaoDocument(input, number, issuedAt, { fonts: loadPdfFonts(deps.config.cjkFontDir, deps.log), seller });
  const taxService = createSandboxTaxService({
    db: deps.db,
    issueDelaySeconds: taxConfig.sandboxIssueDelaySeconds,
    render: renderInput,
  });
  return {
    db: deps.db,
    taxService,
    taxConfig,
    storage: createStorage(deps.config),
    log: deps.log,
    siteUrl: deps.config.publicUrl,
    documentMaxBytes: Math.min(FAPIAO_DOCUMENT_MAX_BYTES, deps.config.maxUploadBytes),
    render: (fapiao, currency, number, issuedAt) => renderInput(fapiaoIssueInputOf(fapiao, currency), number, issuedAt),
  };
}
