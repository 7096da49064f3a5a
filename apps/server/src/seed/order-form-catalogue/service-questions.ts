import { SERVICES } from './services.ts';
import { choice, text } from './text.ts';

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
