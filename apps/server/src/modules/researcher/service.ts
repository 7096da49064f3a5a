import { LANGUAGE_SEGMENTS, LOCALE_TO_SEGMENT, type TApplication, type TLocale } from '@portal/domain';
import type { TConfig } from '../../config.ts';
import { loadOidcConfig } from '../../integrations/oidc/oidc-config.ts';
import { FOUND_US_OPTIONS } from '../account/index.ts';
import type { TCatalogueService } from '../catalogue/index.ts';

export function createApplicationService(config: TConfig, catalogue: TCatalogueService) {
  // The configured social sign-in providers (or their sandbox stand-ins), for the login and register buttons.
  const authenticationProviders = loadOidcConfig(config).providers.map((provider) => ({
    id: provider.id,
    icon: provider.icon,
    name: provider.name,
    supportedLanguages: provider.supportedLanguages,
    supportedLocalizations: provider.supportedLocalizations,
  }));
  return {
    /** Reads the catalogue and the configuration only: GET /api/researcher/load keeps its answer per catalogue snapshot (routes.ts). */
    async application(locale: TLocale): Promise<TApplication> {
      const { localizations } = await catalogue.catalogue();
      const current = localizations.find((l) => l.identity === config.siteLocalization) ?? localizations[0];
      if (!current) throw new Error('no localization is configured: run the seed');
      return {
        adminDomain: new URL(config.publicUrl).host,
        allowedFileTypes: ['doc', 'docx', 'pdf', 'tex', 'zip', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'xls', 'xlsx', 'ppt', 'pptx'],
        allowsAnonymousLanguageAssessment: config.allowsAnonymousLanguageAssessment,
        allowsDigitalEditing: true,
        allowsDigitalTranslations: true,
        allowsServiceBundles: config.featureFlags.service_bundles,
        companyShortName: 'Manuscript Services',
        currentLocalization: current,
        localizations,
        hideRushRules: false,
        minimumPrepayAmounts: await catalogue.minimumPrepayAmounts(),
        projectEnvironmentName: config.env,
        siteLanguage: LOCALE_TO_SEGMENT[locale],
        featureFlags: config.featureFlags,
        config: {
          allowLanguageSelection: true,
          authenticationProviders,
          fapiaoAvailable: true,
          institutionInfoMandatory: false,
          links: {
            terms: '/legal/terms',
            privacy: '/legal/privacy',
            support: '/support',
            ...(config.preprintCampaignUrl ? { preprint: config.preprintCampaignUrl } : {}),
            ...(config.rubriqSiteUrl ? { rubriq: config.rubriqSiteUrl } : {}),
          },
          localAuthEnabled: true,
          captchaSiteKey: null,
          consentScriptUrl: config.consentScriptUrl,
          referralAmount: 40,
          serviceGroups: ['editing', 'translation', 'formatting'],
          siteLanguages: [...LANGUAGE_SEGMENTS],
          subNavigation: [
            { key: 'nav-dashboard', path: '/researcher' },
            { key: 'nav-new-order', path: '/researcher/submit/new' },
            { key: 'nav-invoices', path: '/researcher/invoices' },
            { key: 'nav-prepay', path: '/researcher/prepay' },
            { key: 'nav-grammar-check', path: '/researcher/grammar-check' },
            { key: 'nav-digital-translations', path: '/researcher/digital-translations' },
            { key: 'nav-digital-editing', path: '/researcher/digital-editing' },
            { key: 'nav-rewards', path: '/researcher/rewards' },
            { key: 'nav-account', path: '/account' },
          ],
          upsells: { figures: true, formatting: true, journalRec: true },
          foundUsOptions: FOUND_US_OPTIONS,
        },
      };
    },
  };
}

export type TApplicationService = ReturnType<typeof createApplicationService>;
