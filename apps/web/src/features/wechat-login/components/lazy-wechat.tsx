import { lazy } from 'react';
import { ensureCatalogues } from '../../../lib/i18n.ts';

/**
 * The WeChat controls load with their texts only when a page shows them (the flag is on), so the login and
 * account screens stay as small as they were.
 */
export const LazyWeChatSignIn = lazy(() =>
  Promise.all([import('./wechat-sign-in.tsx'), ensureCatalogues(['wechat-login'])]).then(([module]) => ({
    default: module.WeChatSignIn,
  })),
);

export const LazyWeChatLinkSection = lazy(() =>
  Promise.all([import('./wechat-link-section.tsx'), ensureCatalogues(['wechat-login'])]).then(([module]) => ({
    default: module.WeChatLinkSection,
  })),
);
