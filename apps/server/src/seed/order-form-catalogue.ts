import { text } from './order-form-catalogue/text.ts';

/**
 * The order-form catalogue: goals, manuscript languages, services with their priced options, bundles,
 * questions and promotional codes. US prices are the list; other currencies are derived from them at
 * the seeded exchange rates (see `friendlyPrice`).
 */

export const MANUSCRIPT_LANGUAGES = [
  { id: 1, iso: 'en', name: text('English', '英语', '英語', 'Inglês', 'Inglés'), sortOrder: 1 },
  { id: 2, iso: 'zh', name: text('Chinese', '中文', '中国語', 'Chinês', 'Chino'), sortOrder: 2 },
  { id: 3, iso: 'ja', name: text('Japanese', '日语', '日本語', 'Japonês', 'Japonés'), sortOrder: 3 },
  { id: 4, iso: 'pt', name: text('Portuguese', '葡萄牙语', 'ポルトガル語', 'Português', 'Portugués'), sortOrder: 4 },
  { id: 5, iso: 'es', name: text('Spanish', '西班牙语', 'スペイン語', 'Espanhol', 'Español'), sortOrder: 5 },
  { id: 6, iso: 'ko', name: text('Korean', '韩语', '韓国語', 'Coreano', 'Coreano'), sortOrder: 6 },
  { id: 7, iso: 'de', name: text('German', '德语', 'ドイツ語', 'Alemão', 'Alemán'), sortOrder: 7 },
  { id: 8, iso: 'fr', name: text('French', '法语', 'フランス語', 'Francês', 'Francés'), sortOrder: 8 },
];

export const CUSTOMER_GOALS = [
  {
    id: 1,
    key: 'publication',
    name: text(
      'Prepare my manuscript for journal submission',
      '准备投稿期刊的稿件',
      'ジャーナル投稿用に原稿を準備する',
      'Preparar meu manuscrito para submissão',
      'Preparar mi manuscrito para enviarlo a una revista',
    ),
    description: text(
      'Editing or translation, with formatting, figures and journal services if you need them.',
      '润色或翻译，并可按需选择格式排版、图表和期刊服务。',
      '英文校正または翻訳。必要に応じてフォーマット、図表、ジャーナル関連サービスも。',
      'Edição ou tradução, com formatação, figuras e serviços de periódico se precisar.',
      'Edición o traducción, con formato, figuras y servicios de revista si los necesita.',
    ),
    requiresWordCount: false,
    allowsServiceBundles: true,
    sortOrder: 1,
  },
  {
    id: 2,
    key: 'resubmission',
    name: text(
      'Revise my manuscript after peer review',
      '根据同行评审意见修改稿件',
      '査読後の原稿を修正する',
      'Revisar meu manuscrito após a revisão por pares',
      'Revisar mi manuscrito tras la revisión por pares',
    ),
    description: text(
      'Editing of a revised manuscript before you send it back to the journal.',
      '在您重新提交期刊前润色修改后的稿件。',
      'ジャーナルへの再投稿前に修正原稿を校正します。',
      'Edição do manuscrito revisado antes de reenviá-lo ao periódico.',
      'Edición del manuscrito revisado antes de reenviarlo a la revista.',
    ),
    requiresWordCount: false,
    allowsServiceBundles: false,
    sortOrder: 2,
  },
  {
    id: 3,
    key: 'rework',
    name: text(
      'Rework a document edited elsewhere',
      '返修在其他地方润色过的文档',
      '他社で校正済みの文書を再校正する',
      'Refazer um documento editado em outro lugar',
      'Rehacer un documento editado en otro lugar',
    ),
    description: text(
      'A second pass on a manuscript that another service edited.',
      '对其他服务润色过的稿件进行二次润色。',
      '他社が校正した原稿をもう一度校正します。',
      'Uma segunda revisão de um manuscrito editado por outro serviço.',
      'Una segunda revisión de un manuscrito editado por otro servicio.',
    ),
    requiresWordCount: true,
    allowsServiceBundles: false,
    sortOrder: 3,
  },
  {
    id: 4,
    key: 'multimedia services',
    name: text(
      'Promote my published research',
      '推广我已发表的研究',
      '発表済みの研究を広める',
      'Divulgar minha pesquisa publicada',
      'Difundir mi investigación publicada',
    ),
    description: text(
      'Video abstracts, graphical abstracts, infographics and posters.',
      '视频摘要、图文摘要、信息图和海报。',
      'ビデオアブストラクト、グラフィカルアブストラクト、インフォグラフィック、ポスター。',
      'Resumos em vídeo, resumos gráficos, infográficos e pôsteres.',
      'Resúmenes en vídeo, resúmenes gráficos, infografías y pósteres.',
    ),
    requiresWordCount: false,
    allowsServiceBundles: false,
    sortOrder: 4,
  },
];

/** Inclusive bounds; no bin beyond 59,999 words: longer manuscripts get a custom quote (noServiceOption). */
const WORD_BIN_BOUNDS: [minWords: number, maxWords: number][] = [
  [1, 1500],
  [1501, 3000],
  [3001, 3999],
  [4000, 5999],
  [6000, 7999],
  [8000, 9999],
  [10000, 11999],
  [12000, 14999],
  [15000, 17999],
  [18000, 24999],
  [25000, 39999],
  [40000, 59999],
];
export const WORD_BINS = WORD_BIN_BOUNDS.map(([minWords, maxWords], i) => ({ id: i + 1, minWords, maxWords }));
export { BUNDLE_QUESTIONS, SERVICE_BUNDLES } from './order-form-catalogue/bundles.ts';
export { PROMOTIONAL_CODES } from './order-form-catalogue/promotional-codes.ts';
export { SERVICE_QUESTIONS } from './order-form-catalogue/service-questions.ts';
export type { TServiceSeed } from './order-form-catalogue/service-seed.ts';
export { SERVICES, serviceOptionSeeds, type TPricedOptionSeed } from './order-form-catalogue/services.ts';
export { text } from './order-form-catalogue/text.ts';
