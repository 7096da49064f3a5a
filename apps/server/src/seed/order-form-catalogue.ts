import type { TLocalizedText } from '../modules/catalogue/index.ts';

/**
 * The order-form catalogue: goals, manuscript languages, services with their priced options, bundles,
 * questions and promotional codes. US prices are the list; other currencies are derived from them at
 * the seeded exchange rates (see `friendlyPrice`).
 */

export function text(en: string, zh: string, ja: string, pt: string, es: string): TLocalizedText {
  return { en, zh, ja, pt, es };
}

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
export const WORD_BINS = [
  { id: 1, minWords: 1, maxWords: 1500 },
  { id: 2, minWords: 1501, maxWords: 3000 },
  { id: 3, minWords: 3001, maxWords: 3999 },
  { id: 4, minWords: 4000, maxWords: 5999 },
  { id: 5, minWords: 6000, maxWords: 7999 },
  { id: 6, minWords: 8000, maxWords: 9999 },
  { id: 7, minWords: 10000, maxWords: 11999 },
  { id: 8, minWords: 12000, maxWords: 14999 },
  { id: 9, minWords: 15000, maxWords: 17999 },
  { id: 10, minWords: 18000, maxWords: 24999 },
  { id: 11, minWords: 25000, maxWords: 39999 },
  { id: 12, minWords: 40000, maxWords: 59999 },
];

type TServiceCategory = 'manuscript' | 'rework' | 'multimedia' | 'additional' | 'concierge' | 'addon';
type TServiceSeedType = 'editing' | 'translation' | 'formatting' | 'figures' | 'journalrec' | 'promotion' | 'other';

export type TServiceSeed = {
  id: number;
  identity: string;
  type: TServiceSeedType;
  category: TServiceCategory;
  name: TLocalizedText;
  description: TLocalizedText;
  pricingBasis: 'words' | 'count' | 'flat';
  countKind?: 'figure' | 'table';
  languageScope: 'english' | 'non-english' | 'any';
  addOn?: boolean;
  featured?: boolean;
  recommended?: boolean;
  requiresQuote?: boolean;
  runsInParallel?: boolean;
  journalDetails?: 'none' | 'requested' | 'required';
  fileTypes: string[];
  sortOrder: number;
  /** US dollars per word bin (index 0 = bin 1); shorter lists stop offering the service beyond them. */
  standardUsd?: number[];
  /** Business days per bin at the standard tier. */
  standardDays?: number[];
  /** Rush prices and days per bin; absent: no rush. */
  rushUsd?: number[];
  rushDays?: number[];
  /** Express: bin 4 only (4,000–5,999 words), Standard and Premium Editing only (spec §9). */
  express?: { usd: number; days: number };
  /** count: US dollars per quantity 1..25; flat: one price. */
  countUsd?: (quantity: number) => number;
  countDays?: (quantity: number) => number;
  flatUsd?: number;
  flatDays?: number;
};

const EDITING_DAYS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20];
const EDITING_RUSH_DAYS = [1, 1, 2, 2, 3, 3, 4, 4, 5];
const TRANSLATION_DAYS = [4, 5, 6, 7, 8, 10, 12, 14, 16];
const TRANSLATION_RUSH_DAYS = [2, 3, 3, 4, 4, 5, 6, 7, 8];
const STANDARD_EDITING_USD = [99, 139, 189, 245, 319, 399, 479, 569, 679, 849, 1199, 1749];
const STANDARD_TRANSLATION_USD = [199, 379, 529, 749, 999, 1249, 1499, 1849, 2249];

/** A price list scaled from another and kept on whole dollars ending in 9. */
function scaled(list: number[], factor: number): number[] {
  return list.map((usd) => Math.round((usd * factor + 1) / 10) * 10 - 1);
}

const EDITING_FILE_TYPES = ['.doc', '.docx', '.tex', '.rtf'];

export const SERVICES: TServiceSeed[] = [
  {
    id: 1,
    identity: 'standard-editing',
    type: 'editing',
    category: 'manuscript',
    name: text('Standard Editing', '标准润色', 'スタンダード英文校正', 'Edição Padrão', 'Edición Estándar'),
    description: text(
      'Grammar, spelling, punctuation and word choice corrected by an editor in your field.',
      '由您所在领域的编辑修正语法、拼写、标点和用词。',
      'ご専門分野の校正者が文法、スペル、句読点、語法を修正します。',
      'Gramática, ortografia, pontuação e escolha de palavras corrigidas por um editor da sua área.',
      'Gramática, ortografía, puntuación y elección de palabras corregidas por un editor de su área.',
    ),
    pricingBasis: 'words',
    languageScope: 'english',
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 1,
    standardUsd: STANDARD_EDITING_USD,
    standardDays: EDITING_DAYS,
    rushUsd: scaled(STANDARD_EDITING_USD.slice(0, 9), 1.5),
    rushDays: EDITING_RUSH_DAYS,
    express: { usd: 539, days: 1 },
  },
  {
    id: 2,
    identity: 'premium-editing',
    type: 'editing',
    category: 'manuscript',
    name: text('Premium Editing', '高级润色', 'プレミアム英文校正', 'Edição Premium', 'Edición Premium'),
    description: text(
      'Everything in Standard Editing, plus clarity and flow, a second edit of your revision and an editing certificate.',
      '包含标准润色的全部内容，并改进清晰度和流畅性，免费二次润色修改稿，提供润色证书。',
      'スタンダードの内容に加え、明瞭さと流れの改善、修正稿の再校正、校正証明書付き。',
      'Tudo da Edição Padrão, mais clareza e fluidez, uma segunda edição da sua revisão e um certificado.',
      'Todo lo de la Edición Estándar, más claridad y fluidez, una segunda edición de su revisión y un certificado.',
    ),
    pricingBasis: 'words',
    languageScope: 'english',
    recommended: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 2,
    standardUsd: scaled(STANDARD_EDITING_USD, 1.35),
    standardDays: EDITING_DAYS,
    rushUsd: scaled(STANDARD_EDITING_USD.slice(0, 9), 1.35 * 1.5),
    rushDays: EDITING_RUSH_DAYS,
    express: { usd: 729, days: 1 },
  },
  {
    id: 3,
    identity: 'scientific-editing',
    type: 'editing',
    category: 'manuscript',
    name: text(
      'Scientific Editing',
      '科学润色',
      'サイエンティフィック・エディティング',
      'Edição Científica',
      'Edición Científica',
    ),
    description: text(
      'A senior scientist reviews your argument, structure and data presentation, then an editor perfects the language.',
      '资深科学家审阅论证、结构和数据呈现，再由编辑完善语言。',
      '経験豊富な研究者が論旨、構成、データの提示を確認し、校正者が英語を仕上げます。',
      'Um cientista sênior revisa argumento, estrutura e apresentação dos dados; depois um editor aperfeiçoa o idioma.',
      'Un científico sénior revisa el argumento, la estructura y la presentación de datos; luego un editor perfecciona el idioma.',
    ),
    pricingBasis: 'words',
    languageScope: 'english',
    journalDetails: 'requested',
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 3,
    standardUsd: scaled(STANDARD_EDITING_USD, 2.1),
    standardDays: EDITING_DAYS.map((d) => d + 3),
    rushUsd: scaled(STANDARD_EDITING_USD.slice(0, 9), 2.1 * 1.5),
    rushDays: EDITING_RUSH_DAYS.map((d) => d + 2),
  },
  {
    id: 4,
    identity: 'vip-editing',
    type: 'editing',
    category: 'manuscript',
    name: text('VIP Editing', 'VIP润色', 'VIP英文校正', 'Edição VIP', 'Edición VIP'),
    description: text(
      'Premium Editing with unlimited re-edits for a year and a direct line to your editor.',
      '高级润色，并在一年内无限次重新润色，可直接联系您的编辑。',
      'プレミアム英文校正に加え、1年間の無制限再校正と担当校正者への直接連絡。',
      'Edição Premium com reedições ilimitadas por um ano e contato direto com o seu editor.',
      'Edición Premium con reediciones ilimitadas durante un año y contacto directo con su editor.',
    ),
    pricingBasis: 'words',
    languageScope: 'english',
    featured: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 4,
    standardUsd: scaled(STANDARD_EDITING_USD, 1.7),
    standardDays: EDITING_DAYS,
    rushUsd: scaled(STANDARD_EDITING_USD.slice(0, 9), 1.7 * 1.5),
    rushDays: EDITING_RUSH_DAYS,
  },
  {
    id: 5,
    identity: 'standard-translation',
    type: 'translation',
    category: 'manuscript',
    name: text('Standard Translation', '标准翻译', 'スタンダード翻訳', 'Tradução Padrão', 'Traducción Estándar'),
    description: text(
      'Translation into English by a translator in your field, checked by a second linguist.',
      '由您所在领域的译者翻译成英文，并由第二位语言专家审校。',
      'ご専門分野の翻訳者が英語に翻訳し、別の言語専門家が確認します。',
      'Tradução para o inglês por um tradutor da sua área, revisada por um segundo linguista.',
      'Traducción al inglés por un traductor de su área, revisada por un segundo lingüista.',
    ),
    pricingBasis: 'words',
    languageScope: 'non-english',
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 5,
    standardUsd: STANDARD_TRANSLATION_USD,
    standardDays: TRANSLATION_DAYS,
    rushUsd: scaled(STANDARD_TRANSLATION_USD, 1.5),
    rushDays: TRANSLATION_RUSH_DAYS,
  },
  {
    id: 6,
    identity: 'premium-translation',
    type: 'translation',
    category: 'manuscript',
    name: text('Premium Translation', '高级翻译', 'プレミアム翻訳', 'Tradução Premium', 'Traducción Premium'),
    description: text(
      'Standard Translation followed by Premium Editing of the English text.',
      '标准翻译后，再对英文稿进行高级润色。',
      'スタンダード翻訳の後、英文をプレミアム英文校正します。',
      'Tradução Padrão seguida de Edição Premium do texto em inglês.',
      'Traducción Estándar seguida de Edición Premium del texto en inglés.',
    ),
    pricingBasis: 'words',
    languageScope: 'non-english',
    recommended: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 6,
    standardUsd: scaled(STANDARD_TRANSLATION_USD, 1.25),
    standardDays: TRANSLATION_DAYS.map((d) => d + 2),
    rushUsd: scaled(STANDARD_TRANSLATION_USD, 1.25 * 1.5),
    rushDays: TRANSLATION_RUSH_DAYS.map((d) => d + 1),
  },
  {
    id: 7,
    identity: 'rework',
    type: 'editing',
    category: 'rework',
    name: text('Rework Editing', '返修润色', '再校正', 'Reedição', 'Reedición'),
    description: text(
      'Language editing of a manuscript that was edited before, focused on what is still unclear.',
      '对已润色过的稿件进行语言润色，重点处理仍不清晰的地方。',
      '校正済みの原稿を、まだ分かりにくい箇所を中心に再校正します。',
      'Edição de idioma de um manuscrito já editado, com foco no que ainda não está claro.',
      'Edición de idioma de un manuscrito ya editado, centrada en lo que aún no está claro.',
    ),
    pricingBasis: 'words',
    languageScope: 'any',
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 7,
    standardUsd: scaled(STANDARD_EDITING_USD, 0.7),
    standardDays: EDITING_DAYS,
    rushUsd: scaled(STANDARD_EDITING_USD.slice(0, 9), 0.7 * 1.5),
    rushDays: EDITING_RUSH_DAYS,
  },
  {
    id: 8,
    identity: 'rework-premium',
    type: 'editing',
    category: 'rework',
    name: text('Premium Rework Editing', '高级返修润色', 'プレミアム再校正', 'Reedição Premium', 'Reedición Premium'),
    description: text(
      'Rework Editing plus a second edit of your revision and an editing certificate.',
      '返修润色，并免费二次润色修改稿，提供润色证书。',
      '再校正に加え、修正稿の再校正と校正証明書付き。',
      'Reedição mais uma segunda edição da sua revisão e um certificado de edição.',
      'Reedición más una segunda edición de su revisión y un certificado de edición.',
    ),
    pricingBasis: 'words',
    languageScope: 'any',
    recommended: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 8,
    standardUsd: scaled(STANDARD_EDITING_USD, 0.95),
    standardDays: EDITING_DAYS,
    rushUsd: scaled(STANDARD_EDITING_USD.slice(0, 9), 0.95 * 1.5),
    rushDays: EDITING_RUSH_DAYS,
  },
  {
    id: 9,
    identity: 'manuscript-formatting',
    type: 'formatting',
    category: 'additional',
    name: text('Manuscript Formatting', '稿件格式排版', '原稿フォーマット', 'Formatação do Manuscrito', 'Formato del Manuscrito'),
    description: text(
      "Your manuscript, references and headings formatted to your target journal's guidelines.",
      '按照目标期刊的要求排版稿件、参考文献和标题。',
      '投稿先ジャーナルの規定に合わせて原稿、参考文献、見出しを整えます。',
      'Manuscrito, referências e títulos formatados segundo as normas do periódico escolhido.',
      'Manuscrito, referencias y encabezados con el formato de la revista elegida.',
    ),
    pricingBasis: 'words',
    languageScope: 'any',
    journalDetails: 'required',
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 9,
    standardUsd: [49, 59, 69, 79, 89, 99, 119, 139, 159, 179, 219, 279],
    standardDays: [2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7],
  },
  {
    id: 10,
    identity: 'figure-formatting',
    type: 'figures',
    category: 'additional',
    name: text('Figure Formatting', '图片格式排版', '図のフォーマット', 'Formatação de Figuras', 'Formato de Figuras'),
    description: text(
      "Figures resized, relabelled and exported to your journal's resolution and file-type rules, priced per figure.",
      '按期刊的分辨率和文件格式要求调整图片尺寸、标注并导出，按图片数量计价。',
      'ジャーナルの解像度とファイル形式に合わせて図を調整・出力します（図の数で料金が決まります）。',
      'Figuras redimensionadas, rotuladas e exportadas segundo as regras do periódico; preço por figura.',
      'Figuras redimensionadas, rotuladas y exportadas según las normas de la revista; precio por figura.',
    ),
    pricingBasis: 'count',
    countKind: 'figure',
    languageScope: 'any',
    runsInParallel: true,
    journalDetails: 'requested',
    fileTypes: ['.tif', '.tiff', '.png', '.jpg', '.jpeg', '.eps', '.pdf', '.ppt', '.pptx'],
    sortOrder: 10,
    countUsd: (n) => Math.min(n, 5) * 30 + Math.max(0, n - 5) * 22,
    countDays: (n) => (n <= 5 ? 3 : n <= 15 ? 4 : 5),
  },
  {
    id: 11,
    identity: 'table-formatting',
    type: 'formatting',
    category: 'additional',
    name: text('Table Formatting', '表格格式排版', '表のフォーマット', 'Formatação de Tabelas', 'Formato de Tablas'),
    description: text(
      "Tables rebuilt in editable form to your journal's style, priced per table.",
      '按期刊格式将表格重建为可编辑格式，按表格数量计价。',
      'ジャーナルのスタイルに合わせて表を編集可能な形式で作り直します（表の数で料金が決まります）。',
      'Tabelas refeitas em formato editável no estilo do periódico; preço por tabela.',
      'Tablas rehechas en formato editable con el estilo de la revista; precio por tabla.',
    ),
    pricingBasis: 'count',
    countKind: 'table',
    languageScope: 'any',
    runsInParallel: true,
    fileTypes: ['.doc', '.docx', '.xls', '.xlsx', '.csv'],
    sortOrder: 11,
    countUsd: (n) => Math.min(n, 5) * 20 + Math.max(0, n - 5) * 15,
    countDays: (n) => (n <= 5 ? 2 : n <= 15 ? 3 : 4),
  },
  {
    id: 12,
    identity: 'journal-recommendation',
    type: 'journalrec',
    category: 'additional',
    name: text('Journal Recommendation', '期刊推荐', 'ジャーナル推薦', 'Recomendação de Periódico', 'Recomendación de Revista'),
    description: text(
      'A report of three to five journals that fit your manuscript, with their scope, impact and review times.',
      '推荐三到五本适合您稿件的期刊，并说明其范围、影响力和审稿周期。',
      '原稿に合う3〜5誌を、対象分野、インパクト、査読期間とともにご報告します。',
      'Um relatório com três a cinco periódicos adequados, com escopo, impacto e tempo de revisão.',
      'Un informe con tres a cinco revistas adecuadas, con su alcance, impacto y tiempos de revisión.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 12,
    flatUsd: 149,
    flatDays: 3,
  },
  {
    id: 13,
    identity: 'plagiarism-check',
    type: 'other',
    category: 'additional',
    name: text('Plagiarism Check', '查重检测', '剽窃チェック', 'Verificação de Plágio', 'Detección de Plagio'),
    description: text(
      'A similarity report against published literature, with an expert reading of the matches.',
      '与已发表文献比对的相似度报告，并由专家解读匹配结果。',
      '既発表文献との類似度レポートと、専門家による一致箇所の解説。',
      'Um relatório de similaridade com a literatura publicada, com análise especializada.',
      'Un informe de similitud con la literatura publicada, con análisis experto de las coincidencias.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    runsInParallel: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 13,
    flatUsd: 69,
    flatDays: 1,
  },
  {
    id: 14,
    identity: 'video-abstract',
    type: 'promotion',
    category: 'multimedia',
    name: text('Video Abstract', '视频摘要', 'ビデオアブストラクト', 'Resumo em Vídeo', 'Resumen en Vídeo'),
    description: text(
      'A narrated, animated video of about three minutes that explains your research.',
      '约三分钟、配有旁白的动画视频，讲解您的研究。',
      '研究内容を説明するナレーション付きの約3分のアニメーション動画。',
      'Um vídeo animado e narrado de cerca de três minutos que explica sua pesquisa.',
      'Un vídeo animado y narrado de unos tres minutos que explica su investigación.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    featured: true,
    runsInParallel: true,
    fileTypes: ['.doc', '.docx', '.pdf'],
    sortOrder: 14,
    flatUsd: 1249,
    flatDays: 15,
  },
  {
    id: 15,
    identity: 'graphical-abstract',
    type: 'promotion',
    category: 'multimedia',
    name: text('Graphical Abstract', '图文摘要', 'グラフィカルアブストラクト', 'Resumo Gráfico', 'Resumen Gráfico'),
    description: text(
      'One image that summarises your findings, drawn to journal specifications.',
      '一张概括研究结果的图片，按期刊规格绘制。',
      '研究成果を1枚にまとめた画像を、ジャーナルの仕様に合わせて作成します。',
      'Uma imagem que resume seus resultados, feita segundo as especificações do periódico.',
      'Una imagen que resume sus resultados, creada según las especificaciones de la revista.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    recommended: true,
    runsInParallel: true,
    fileTypes: ['.doc', '.docx', '.pdf'],
    sortOrder: 15,
    flatUsd: 349,
    flatDays: 5,
  },
  {
    id: 16,
    identity: 'infographic',
    type: 'promotion',
    category: 'multimedia',
    name: text('Infographic', '信息图', 'インフォグラフィック', 'Infográfico', 'Infografía'),
    description: text(
      'A visual summary for social media, press releases and lay readers.',
      '适用于社交媒体、新闻稿和大众读者的可视化摘要。',
      'SNS、プレスリリース、一般読者向けのビジュアルな要約。',
      'Um resumo visual para redes sociais, comunicados de imprensa e público leigo.',
      'Un resumen visual para redes sociales, notas de prensa y público general.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    runsInParallel: true,
    fileTypes: ['.doc', '.docx', '.pdf'],
    sortOrder: 16,
    flatUsd: 549,
    flatDays: 7,
  },
  {
    id: 17,
    identity: 'research-poster',
    type: 'promotion',
    category: 'multimedia',
    name: text('Research Poster', '学术海报', '研究ポスター', 'Pôster Científico', 'Póster Científico'),
    description: text(
      'A conference poster designed from your manuscript, delivered print-ready.',
      '根据您的稿件设计的会议海报，可直接印刷。',
      '原稿をもとに学会ポスターをデザインし、印刷可能な形でお届けします。',
      'Um pôster de congresso feito a partir do seu manuscrito, pronto para impressão.',
      'Un póster de congreso diseñado a partir de su manuscrito, listo para imprimir.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    runsInParallel: true,
    fileTypes: ['.doc', '.docx', '.pdf', '.ppt', '.pptx'],
    sortOrder: 17,
    flatUsd: 449,
    flatDays: 7,
  },
  {
    id: 18,
    identity: 'expert-consultation',
    type: 'other',
    category: 'concierge',
    name: text(
      'Expert Consultation Call',
      '专家咨询电话',
      '専門家との相談通話',
      'Consulta com Especialista',
      'Consulta con un Experto',
    ),
    description: text(
      'A 30-minute video call with a PhD editor in your field about your manuscript.',
      '与您所在领域的博士编辑进行30分钟视频通话，讨论您的稿件。',
      'ご専門分野の博士号を持つ校正者と原稿について30分間ビデオ通話します。',
      'Uma videochamada de 30 minutos com um editor doutor da sua área.',
      'Una videollamada de 30 minutos con un editor doctor de su área.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    runsInParallel: true,
    fileTypes: [],
    sortOrder: 18,
    flatUsd: 99,
    flatDays: 3,
  },
  {
    id: 19,
    identity: 'cover-letter-editing',
    type: 'editing',
    category: 'concierge',
    name: text(
      'Cover Letter Editing',
      '投稿信润色',
      'カバーレター校正',
      'Edição da Carta de Apresentação',
      'Edición de la Carta de Presentación',
    ),
    description: text(
      'Your cover letter to the editor, edited for tone, clarity and persuasion.',
      '润色您致期刊编辑的投稿信，提升语气、清晰度和说服力。',
      'ジャーナル編集者へのカバーレターを、語調・明瞭さ・説得力の面から校正します。',
      'Sua carta ao editor, revisada quanto ao tom, clareza e persuasão.',
      'Su carta al editor, revisada en tono, claridad y persuasión.',
    ),
    pricingBasis: 'flat',
    languageScope: 'english',
    runsInParallel: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 19,
    flatUsd: 79,
    flatDays: 2,
  },
  {
    id: 20,
    identity: 'book-editing',
    type: 'editing',
    category: 'concierge',
    name: text('Book Editing', '书籍润色', '書籍の校正', 'Edição de Livros', 'Edición de Libros'),
    description: text(
      'Editing of books and theses; our team prepares a quote for your project.',
      '书籍和学位论文润色；我们的团队将为您的项目单独报价。',
      '書籍・学位論文の校正。プロジェクトごとにお見積りします。',
      'Edição de livros e teses; nossa equipe prepara um orçamento para o seu projeto.',
      'Edición de libros y tesis; nuestro equipo prepara un presupuesto para su proyecto.',
    ),
    pricingBasis: 'flat',
    languageScope: 'any',
    requiresQuote: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 20,
  },
  {
    id: 21,
    identity: 'word-count-reduction',
    type: 'editing',
    category: 'addon',
    name: text('Word Count Reduction', '字数删减', '語数削減', 'Redução de Palavras', 'Reducción de Palabras'),
    description: text(
      "Your text shortened to the journal's word limit without losing content.",
      '在不丢失内容的前提下，将文本删减至期刊字数限制以内。',
      '内容を損なわずにジャーナルの語数制限内に短縮します。',
      'Seu texto encurtado até o limite de palavras do periódico, sem perder conteúdo.',
      'Su texto acortado hasta el límite de palabras de la revista, sin perder contenido.',
    ),
    pricingBasis: 'words',
    languageScope: 'english',
    addOn: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 21,
    standardUsd: scaled(STANDARD_EDITING_USD, 0.5),
    standardDays: [2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7],
  },
  {
    id: 22,
    identity: 'response-letter-editing',
    type: 'editing',
    category: 'addon',
    name: text(
      'Response to Reviewers Editing',
      '审稿意见回复信润色',
      '査読者への回答書の校正',
      'Edição da Resposta aos Revisores',
      'Edición de la Respuesta a los Revisores',
    ),
    description: text(
      'Your point-by-point response to the reviewers, edited alongside the manuscript.',
      '与稿件一起润色您对审稿人的逐条回复。',
      '査読者への逐条回答書を原稿と一緒に校正します。',
      'Sua resposta ponto a ponto aos revisores, editada junto com o manuscrito.',
      'Su respuesta punto por punto a los revisores, editada junto con el manuscrito.',
    ),
    pricingBasis: 'flat',
    languageScope: 'english',
    addOn: true,
    runsInParallel: true,
    fileTypes: EDITING_FILE_TYPES,
    sortOrder: 22,
    flatUsd: 119,
    flatDays: 2,
  },
];

export type TPricedOptionSeed = {
  key: string;
  serviceId: number;
  wordBinId: number | null;
  quantity: number | null;
  deliveryTier: 'standard' | 'rush' | 'express';
  timelineDays: number;
  usdCents: number;
};

/** Every priced option of the seeded services, with its US price in cents. */
export function serviceOptionSeeds(): TPricedOptionSeed[] {
  const options: TPricedOptionSeed[] = [];
  for (const s of SERVICES) {
    if (s.pricingBasis === 'words') {
      s.standardUsd?.forEach((usd, i) => {
        options.push({
          key: `${s.identity}:bin-${i + 1}:standard`,
          serviceId: s.id,
          wordBinId: i + 1,
          quantity: null,
          deliveryTier: 'standard',
          timelineDays: s.standardDays?.[i] ?? 5,
          usdCents: usd * 100,
        });
      });
      s.rushUsd?.forEach((usd, i) => {
        options.push({
          key: `${s.identity}:bin-${i + 1}:rush`,
          serviceId: s.id,
          wordBinId: i + 1,
          quantity: null,
          deliveryTier: 'rush',
          timelineDays: s.rushDays?.[i] ?? 3,
          usdCents: usd * 100,
        });
      });
      if (s.express) {
        options.push({
          key: `${s.identity}:bin-4:express`,
          serviceId: s.id,
          wordBinId: 4,
          quantity: null,
          deliveryTier: 'express',
          timelineDays: s.express.days,
          usdCents: s.express.usd * 100,
        });
      }
    } else if (s.pricingBasis === 'count' && s.countUsd) {
      for (let quantity = 1; quantity <= 25; quantity += 1) {
        options.push({
          key: `${s.identity}:qty-${quantity}:standard`,
          serviceId: s.id,
          wordBinId: null,
          quantity,
          deliveryTier: 'standard',
          timelineDays: s.countDays?.(quantity) ?? 3,
          usdCents: s.countUsd(quantity) * 100,
        });
      }
    } else if (s.pricingBasis === 'flat' && s.flatUsd !== undefined) {
      options.push({
        key: `${s.identity}:flat:standard`,
        serviceId: s.id,
        wordBinId: null,
        quantity: null,
        deliveryTier: 'standard',
        timelineDays: s.flatDays ?? 3,
        usdCents: s.flatUsd * 100,
      });
    }
  }
  return options;
}

const choice = (value: string, label: ReturnType<typeof text>) => ({ value, label });

/** The 'Help Me Decide' questionnaire (spec §5: question 1 needs a choice; tables 1–25; journal when toggled). */
export const BUNDLE_QUESTIONS = [
  {
    id: 1,
    term: 'services-needed',
    label: text(
      'What would you like help with?',
      '您需要哪些方面的帮助？',
      'どのようなサポートが必要ですか？',
      'Em que você precisa de ajuda?',
      '¿En qué necesita ayuda?',
    ),
    type: 'multiple-choice' as const,
    choices: [
      choice('language', text('Improve the English', '改善英文', '英語を改善する', 'Melhorar o inglês', 'Mejorar el inglés')),
      choice(
        'formatting',
        text(
          "Meet my journal's formatting rules",
          '符合期刊的格式要求',
          'ジャーナルの書式規定に合わせる',
          'Atender às normas do periódico',
          'Cumplir las normas de formato de la revista',
        ),
      ),
      choice(
        'journal-selection',
        text(
          'Find the right journal',
          '找到合适的期刊',
          '適切なジャーナルを見つける',
          'Encontrar o periódico certo',
          'Encontrar la revista adecuada',
        ),
      ),
      choice(
        'integrity',
        text('Check for plagiarism', '查重检测', '剽窃をチェックする', 'Verificar plágio', 'Comprobar el plagio'),
      ),
    ],
    sortOrder: 1,
  },
  {
    id: 2,
    term: 'has-tables',
    label: text(
      'My manuscript has tables to format',
      '我的稿件有需要排版的表格',
      '原稿にフォーマットが必要な表がある',
      'Meu manuscrito tem tabelas para formatar',
      'Mi manuscrito tiene tablas que formatear',
    ),
    type: 'toggle' as const,
    choices: [],
    sortOrder: 2,
  },
  {
    id: 3,
    term: 'table-count',
    label: text('How many tables?', '有多少个表格？', '表はいくつありますか？', 'Quantas tabelas?', '¿Cuántas tablas?'),
    type: 'int' as const,
    choices: [],
    sortOrder: 3,
  },
  {
    id: 4,
    term: 'has-target-journal',
    label: text(
      'I already have a target journal',
      '我已有目标期刊',
      '投稿先ジャーナルが決まっている',
      'Já tenho um periódico-alvo',
      'Ya tengo una revista objetivo',
    ),
    type: 'toggle' as const,
    choices: [],
    sortOrder: 4,
  },
  {
    id: 5,
    term: 'target-journal',
    label: text('Target journal', '目标期刊', '投稿先ジャーナル', 'Periódico-alvo', 'Revista objetivo'),
    type: 'journal-select' as const,
    choices: [],
    sortOrder: 5,
  },
];

const learnMore = {
  certificate: text(
    'Editing certificate included',
    '含润色证书',
    '校正証明書付き',
    'Certificado de edição incluído',
    'Certificado de edición incluido',
  ),
  reedit: text(
    'Free re-edit of your revision',
    '免费二次润色修改稿',
    '修正稿の無料再校正',
    'Reedição gratuita da sua revisão',
    'Reedición gratuita de su revisión',
  ),
  formatting: text(
    "Formatted to your journal's guidelines",
    '按目标期刊要求排版',
    'ジャーナルの規定に沿ったフォーマット',
    'Formatado segundo as normas do periódico',
    'Con el formato de las normas de su revista',
  ),
  journals: text(
    'Three to five journals that fit your work',
    '三到五本适合您研究的期刊',
    '研究に合う3〜5誌のご提案',
    'Três a cinco periódicos adequados ao seu trabalho',
    'De tres a cinco revistas adecuadas a su trabajo',
  ),
  scientific: text(
    'Review by a senior scientist in your field',
    '由您所在领域的资深科学家审阅',
    'ご専門分野のシニア研究者によるレビュー',
    'Revisão por um cientista sênior da sua área',
    'Revisión por un científico sénior de su área',
  ),
  translation: text(
    'Translated by a specialist in your field',
    '由您所在领域的专业译者翻译',
    'ご専門分野の翻訳者による翻訳',
    'Traduzido por um especialista da sua área',
    'Traducido por un especialista de su área',
  ),
};

/** Bundles; `services` are included, `addOns` are the card's checkboxes. Table formatting joins when tables are toggled on. */
export const SERVICE_BUNDLES = [
  {
    id: 1,
    key: 'submission-ready',
    name: text('Submission Ready', '投稿就绪套餐', '投稿準備パッケージ', 'Pronto para Submissão', 'Listo para Enviar'),
    primaryServiceId: 2,
    discountPercent: 15,
    matchChoices: ['language', 'formatting'],
    languageScope: 'english' as const,
    learnMoreTerms: [learnMore.certificate, learnMore.reedit, learnMore.formatting],
    services: [9],
    addOns: [13, 21],
    sortOrder: 1,
  },
  {
    id: 2,
    key: 'language-and-journal',
    name: text(
      'Language and Journal Match',
      '语言与期刊匹配套餐',
      '英文校正＋ジャーナル選定',
      'Idioma e Escolha de Periódico',
      'Idioma y Elección de Revista',
    ),
    primaryServiceId: 1,
    discountPercent: 10,
    matchChoices: ['journal-selection', 'language'],
    languageScope: 'english' as const,
    learnMoreTerms: [learnMore.journals, learnMore.reedit],
    services: [12],
    addOns: [13],
    sortOrder: 2,
  },
  {
    id: 3,
    key: 'complete-publication',
    name: text(
      'Complete Publication Support',
      '全程发表支持套餐',
      'フル出版サポート',
      'Apoio Completo à Publicação',
      'Apoyo Completo a la Publicación',
    ),
    primaryServiceId: 3,
    discountPercent: 20,
    matchChoices: ['formatting', 'journal-selection', 'integrity'],
    languageScope: 'english' as const,
    learnMoreTerms: [learnMore.scientific, learnMore.formatting, learnMore.journals],
    services: [9, 12, 13],
    addOns: [22],
    sortOrder: 3,
  },
  {
    id: 4,
    key: 'translation-submission-ready',
    name: text(
      'Translation, Submission Ready',
      '翻译投稿就绪套餐',
      '翻訳・投稿準備パッケージ',
      'Tradução Pronta para Submissão',
      'Traducción Lista para Enviar',
    ),
    primaryServiceId: 6,
    discountPercent: 15,
    matchChoices: ['language', 'formatting'],
    languageScope: 'non-english' as const,
    learnMoreTerms: [learnMore.translation, learnMore.formatting, learnMore.certificate],
    services: [9],
    addOns: [13],
    sortOrder: 4,
  },
  {
    id: 5,
    key: 'translation-and-journal',
    name: text(
      'Translation and Journal Match',
      '翻译与期刊匹配套餐',
      '翻訳＋ジャーナル選定',
      'Tradução e Escolha de Periódico',
      'Traducción y Elección de Revista',
    ),
    primaryServiceId: 5,
    discountPercent: 10,
    matchChoices: ['journal-selection', 'integrity'],
    languageScope: 'non-english' as const,
    learnMoreTerms: [learnMore.translation, learnMore.journals],
    services: [12],
    addOns: [13],
    sortOrder: 5,
  },
];

/** Percent codes hold a percent; fixed codes hold US cents. One is expired, to show refusal. */
export const PROMOTIONAL_CODES = [
  {
    code: 'WELCOME10',
    description: text(
      '10% off your order',
      '订单立减10%',
      'ご注文が10%オフ',
      '10% de desconto no seu pedido',
      '10 % de descuento en su pedido',
    ),
    isPercentBased: true,
    amount: 10,
    endDate: new Date('2030-12-31T23:59:59Z'),
  },
  {
    code: 'SAVE25',
    description: text(
      'US$25 off your order',
      '订单立减25美元',
      'ご注文から25米ドル引き',
      'US$ 25 de desconto no seu pedido',
      '25 US$ de descuento en su pedido',
    ),
    isPercentBased: false,
    amount: 2500,
    endDate: new Date('2030-12-31T23:59:59Z'),
  },
  {
    code: 'SOCIETY15',
    description: text(
      'Partner society members: 15% off',
      '合作学会会员：享 85 折',
      '提携学会会員：15%オフ',
      'Membros da sociedade parceira: 15% de desconto',
      'Miembros de la sociedad asociada: 15 % de descuento',
    ),
    isPercentBased: true,
    amount: 15,
    endDate: null,
  },
  {
    code: 'RESEARCH20',
    description: text(
      '20% off your order',
      '订单立减20%',
      'ご注文が20%オフ',
      '20% de desconto no seu pedido',
      '20 % de descuento en su pedido',
    ),
    isPercentBased: true,
    amount: 20,
    endDate: null,
  },
  {
    code: 'EXPIRED2020',
    description: text(
      '15% off (2020 campaign)',
      '立减15%（2020年活动）',
      '15%オフ（2020年キャンペーン）',
      '15% de desconto (campanha de 2020)',
      '15 % de descuento (campaña de 2020)',
    ),
    isPercentBased: true,
    amount: 15,
    endDate: new Date('2020-12-31T23:59:59Z'),
  },
];

const yesNo = [choice('yes', text('Yes', '是', 'はい', 'Sim', 'Sí')), choice('no', text('No', '否', 'いいえ', 'Não', 'No'))];

const editorNotes = text(
  'Anything your editor should know? (optional)',
  '有什么需要告诉编辑的吗？（选填）',
  '校正者への連絡事項（任意）',
  'Algo que o seu editor deva saber? (opcional)',
  '¿Algo que su editor deba saber? (opcional)',
);

const editingFocus = text(
  'What should the editor focus on?',
  '希望编辑重点关注什么？',
  '校正者に重点を置いてほしい点は？',
  'No que o editor deve se concentrar?',
  '¿En qué debe centrarse el editor?',
);

const focusChoices = [
  choice(
    'grammar',
    text('Grammar and spelling', '语法和拼写', '文法とスペル', 'Gramática e ortografia', 'Gramática y ortografía'),
  ),
  choice('clarity', text('Clarity and flow', '清晰度和流畅性', '明瞭さと流れ', 'Clareza e fluidez', 'Claridad y fluidez')),
  choice('conciseness', text('Conciseness', '简洁性', '簡潔さ', 'Concisão', 'Concisión')),
  choice(
    'terminology',
    text('Terminology of my field', '专业术语', '専門用語', 'Terminologia da minha área', 'Terminología de mi área'),
  ),
];

/** Questions of the details step; multiple-choice ones are asked of English manuscripts only. */
export const SERVICE_QUESTIONS = [
  ...[1, 2, 3, 4, 7, 8].flatMap((serviceId) => {
    const identity = SERVICES.find((s) => s.id === serviceId)?.identity ?? String(serviceId);
    return [
      {
        identity: `${identity}:focus`,
        serviceId,
        label: editingFocus,
        type: 'multiple-choice' as const,
        isRequired: true,
        choices: focusChoices,
        followUpIdentities: [],
        requiresPreviousSelection: false,
        sortOrder: 1,
      },
      {
        identity: `${identity}:notes`,
        serviceId,
        label: editorNotes,
        type: 'textarea' as const,
        isRequired: false,
        choices: [],
        followUpIdentities: [],
        requiresPreviousSelection: false,
        sortOrder: 9,
      },
    ];
  }),
  {
    identity: 'scientific-editing:is-resubmission',
    serviceId: 3,
    label: text(
      'Is this a resubmission after peer review?',
      '这是同行评审后的再次投稿吗？',
      '査読後の再投稿ですか？',
      'É uma ressubmissão após a revisão por pares?',
      '¿Es un reenvío tras la revisión por pares?',
    ),
    type: 'select' as const,
    isRequired: true,
    choices: yesNo,
    followUpIdentities: ['scientific-editing:reviewer-comments'],
    requiresPreviousSelection: false,
    sortOrder: 2,
  },
  {
    identity: 'scientific-editing:reviewer-comments',
    serviceId: 3,
    label: text(
      'Paste the reviewers’ main comments',
      '请粘贴审稿人的主要意见',
      '査読者の主なコメントを貼り付けてください',
      'Cole os principais comentários dos revisores',
      'Pegue los comentarios principales de los revisores',
    ),
    type: 'textarea' as const,
    isRequired: true,
    choices: [],
    followUpIdentities: [],
    requiresPreviousSelection: true,
    sortOrder: 3,
  },
  {
    identity: 'standard-translation:terminology',
    serviceId: 5,
    label: text(
      'Terms that must be translated a particular way (optional)',
      '需要按特定方式翻译的术语（选填）',
      '特定の訳語を使う用語（任意）',
      'Termos que devem ser traduzidos de certa forma (opcional)',
      'Términos que deben traducirse de cierta forma (opcional)',
    ),
    type: 'textarea' as const,
    isRequired: false,
    choices: [],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
  {
    identity: 'premium-translation:terminology',
    serviceId: 6,
    label: text(
      'Terms that must be translated a particular way (optional)',
      '需要按特定方式翻译的术语（选填）',
      '特定の訳語を使う用語（任意）',
      'Termos que devem ser traduzidos de certa forma (opcional)',
      'Términos que deben traducirse de cierta forma (opcional)',
    ),
    type: 'textarea' as const,
    isRequired: false,
    choices: [],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
  {
    identity: 'manuscript-formatting:reference-style',
    serviceId: 9,
    label: text('Reference style', '参考文献格式', '参考文献のスタイル', 'Estilo de referências', 'Estilo de referencias'),
    type: 'select' as const,
    isRequired: true,
    choices: [
      choice(
        'journal',
        text(
          "The journal's style",
          '期刊指定格式',
          'ジャーナル指定のスタイル',
          'O estilo do periódico',
          'El estilo de la revista',
        ),
      ),
      choice('apa', text('APA', 'APA', 'APA', 'APA', 'APA')),
      choice('ama', text('AMA', 'AMA', 'AMA', 'AMA', 'AMA')),
      choice('vancouver', text('Vancouver', 'Vancouver', 'バンクーバー', 'Vancouver', 'Vancouver')),
      choice('harvard', text('Harvard', 'Harvard', 'ハーバード', 'Harvard', 'Harvard')),
    ],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
  {
    identity: 'figure-formatting:output-format',
    serviceId: 10,
    label: text(
      'Figure file format',
      '图片文件格式',
      '図のファイル形式',
      'Formato dos arquivos de figura',
      'Formato de los archivos de figura',
    ),
    type: 'select' as const,
    isRequired: true,
    choices: [
      choice('tiff', text('TIFF', 'TIFF', 'TIFF', 'TIFF', 'TIFF')),
      choice('eps', text('EPS', 'EPS', 'EPS', 'EPS', 'EPS')),
      choice('pdf', text('PDF', 'PDF', 'PDF', 'PDF', 'PDF')),
    ],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
  {
    identity: 'journal-recommendation:priorities',
    serviceId: 12,
    label: text(
      'What matters most in a journal?',
      '您最看重期刊的哪些方面？',
      'ジャーナル選びで重視する点は？',
      'O que mais importa em um periódico?',
      '¿Qué es lo más importante en una revista?',
    ),
    type: 'multiple-choice' as const,
    isRequired: true,
    choices: [
      choice('impact', text('High impact', '高影响力', '高インパクト', 'Alto impacto', 'Alto impacto')),
      choice('open-access', text('Open access', '开放获取', 'オープンアクセス', 'Acesso aberto', 'Acceso abierto')),
      choice('speed', text('Fast review', '审稿快', '査読が速い', 'Revisão rápida', 'Revisión rápida')),
      choice(
        'cost',
        text('Low publication fees', '发表费用低', '掲載料が安い', 'Taxas de publicação baixas', 'Tasas de publicación bajas'),
      ),
    ],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
  {
    identity: 'video-abstract:voiceover',
    serviceId: 14,
    label: text('Narration voice', '旁白声音', 'ナレーションの声', 'Voz da narração', 'Voz de la narración'),
    type: 'select' as const,
    isRequired: true,
    choices: [
      choice('female', text('Female', '女声', '女性', 'Feminina', 'Femenina')),
      choice('male', text('Male', '男声', '男性', 'Masculina', 'Masculina')),
      choice(
        'none',
        text(
          'No narration, captions only',
          '无旁白，仅字幕',
          'ナレーションなし（字幕のみ）',
          'Sem narração, só legendas',
          'Sin narración, solo subtítulos',
        ),
      ),
    ],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
  {
    identity: 'graphical-abstract:ideas',
    serviceId: 15,
    label: text(
      'Ideas for the image (optional)',
      '图片创意（选填）',
      '画像のアイデア（任意）',
      'Ideias para a imagem (opcional)',
      'Ideas para la imagen (opcional)',
    ),
    type: 'textarea' as const,
    isRequired: false,
    choices: [],
    followUpIdentities: [],
    requiresPreviousSelection: false,
    sortOrder: 1,
  },
];
