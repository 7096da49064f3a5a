import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';

/**
 * The spelling table of the two styles of English a digital edit writes. Each entry is a British and an American
 * spelling of the same word; the inflected forms are generated from the stems below. Words whose two spellings
 * mean different things in one of the dialects (program/programme, meter/metre, check/cheque, practice/practise,
 * licence/license, tire/tyre, analyses as a plural noun) are left out on purpose: changing them needs a reader.
 */

/** -ise / -ize verbs (British here in the Oxford-free "-ise" form most British journals use). */
const IZE_STEMS = [
  'organ',
  'recogn',
  'real',
  'character',
  'random',
  'optim',
  'minim',
  'maxim',
  'util',
  'emphas',
  'summar',
  'normal',
  'standard',
  'stabil',
  'hypothes',
  'categor',
  'visual',
  'general',
  'special',
  'priorit',
  'final',
  'author',
  'apolog',
  'critic',
  'immun',
  'hospital',
  'immobil',
  'mobil',
  'neutral',
  'polar',
  'synthes',
  'crystall',
  'ion',
  'oxid',
  'steril',
  'homogen',
  'parameter',
  'local',
  'memor',
  'capital',
  'industrial',
  'global',
  'modern',
  'central',
  'legal',
  'fertil',
  'symbol',
  'individual',
  'contextual',
  'conceptual',
  'operational',
  'personal',
  'initial',
  'harmon',
  'jeopard',
  'scrutin',
  'econom',
  'familiar',
  'vapor',
  'metabol',
  'solubil',
  'vascular',
  'stigmat',
  'digit',
  'sensit',
  'desensit',
  'public',
  'theor',
  'criminal',
  'colon',
  'mechan',
];
const IZE_ENDINGS: readonly [string, string][] = [
  ['ise', 'ize'],
  ['ised', 'ized'],
  ['ises', 'izes'],
  ['ising', 'izing'],
  ['isation', 'ization'],
  ['isations', 'izations'],
  ['iser', 'izer'],
  ['isers', 'izers'],
];

/** -yse / -yze verbs; "analyses" is left alone, since it is also the plural of analysis. */
const YZE_STEMS = ['anal', 'catal', 'dial', 'paral', 'hydrol', 'electrol', 'autol', 'photol'];
const YZE_ENDINGS: readonly [string, string][] = [
  ['yse', 'yze'],
  ['ysed', 'yzed'],
  ['ysing', 'yzing'],
];

/** -our / -or nouns. */
const OUR_STEMS = [
  'behavi',
  'col',
  'fav',
  'lab',
  'neighb',
  'harb',
  'hon',
  'hum',
  'rum',
  'vap',
  'od',
  'flav',
  'ferv',
  'sav',
  'tum',
  'vig',
  'rig',
  'endeav',
  'arm',
  'clam',
  'glam',
  'parl',
  'splend',
  'cand',
  'demean',
  'ard',
  'arb',
];
const OUR_ENDINGS: readonly [string, string][] = [
  ['our', 'or'],
  ['ours', 'ors'],
  ['oured', 'ored'],
  ['ouring', 'oring'],
  ['ourful', 'orful'],
  ['ourable', 'orable'],
  ['ourite', 'orite'],
  ['ourites', 'orites'],
  ['ourably', 'orably'],
  ['ourer', 'orer'],
  ['ourers', 'orers'],
];

/** -tre / -ter nouns. */
const TRE_STEMS = ['cen', 'fib', 'li', 'calib', 'spec', 'thea', 'lus', 'somb', 'meag', 'sab', 'goi'];
const TRE_ENDINGS: readonly [string, string][] = [
  ['tre', 'ter'],
  ['tres', 'ters'],
  ['tred', 'tered'],
];

/** Doubled -l before a suffix in British English. */
const LL_STEMS = [
  'model',
  'label',
  'travel',
  'cancel',
  'signal',
  'fuel',
  'counsel',
  'total',
  'channel',
  'tunnel',
  'level',
  'equal',
  'marshal',
  'pedal',
  'dial',
  'duel',
  'jewel',
  'libel',
  'panel',
  'quarrel',
  'shovel',
  'snorkel',
  'tassel',
  'trammel',
  'unravel',
  'yodel',
  'initial',
  'rival',
  'barrel',
  'bevel',
  'enamel',
  'funnel',
  'grovel',
  'kennel',
  'marvel',
];
const LL_ENDINGS: readonly [string, string][] = [
  ['led', 'ed'],
  ['ling', 'ing'],
  ['ler', 'er'],
  ['lers', 'ers'],
];

/** Words listed whole: the ae/oe spellings of medicine and science, and the rest. */
const WHOLE_WORDS: readonly [string, string][] = [
  ['haemoglobin', 'hemoglobin'],
  ['haematology', 'hematology'],
  ['haematological', 'hematological'],
  ['haemorrhage', 'hemorrhage'],
  ['haemorrhagic', 'hemorrhagic'],
  ['haematoma', 'hematoma'],
  ['haemolysis', 'hemolysis'],
  ['haemodynamic', 'hemodynamic'],
  ['haemostasis', 'hemostasis'],
  ['anaemia', 'anemia'],
  ['anaemic', 'anemic'],
  ['leukaemia', 'leukemia'],
  ['ischaemia', 'ischemia'],
  ['ischaemic', 'ischemic'],
  ['septicaemia', 'septicemia'],
  ['hypoglycaemia', 'hypoglycemia'],
  ['hyperglycaemia', 'hyperglycemia'],
  ['glycaemic', 'glycemic'],
  ['paediatric', 'pediatric'],
  ['paediatrics', 'pediatrics'],
  ['orthopaedic', 'orthopedic'],
  ['orthopaedics', 'orthopedics'],
  ['gynaecology', 'gynecology'],
  ['gynaecological', 'gynecological'],
  ['anaesthesia', 'anesthesia'],
  ['anaesthetic', 'anesthetic'],
  ['aetiology', 'etiology'],
  ['archaeology', 'archeology'],
  ['encyclopaedia', 'encyclopedia'],
  ['caesarean', 'cesarean'],
  ['oestrogen', 'estrogen'],
  ['oedema', 'edema'],
  ['oesophagus', 'esophagus'],
  ['oesophageal', 'esophageal'],
  ['foetal', 'fetal'],
  ['foetus', 'fetus'],
  ['diarrhoea', 'diarrhea'],
  ['coeliac', 'celiac'],
  ['manoeuvre', 'maneuver'],
  ['manoeuvres', 'maneuvers'],
  ['aluminium', 'aluminum'],
  ['sulphur', 'sulfur'],
  ['sulphate', 'sulfate'],
  ['sulphide', 'sulfide'],
  ['grey', 'gray'],
  ['greyish', 'grayish'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['pretence', 'pretense'],
  ['ageing', 'aging'],
  ['acknowledgement', 'acknowledgment'],
  ['acknowledgements', 'acknowledgments'],
  ['judgement', 'judgment'],
  ['judgements', 'judgments'],
  ['artefact', 'artifact'],
  ['artefacts', 'artifacts'],
  ['catalogue', 'catalog'],
  ['catalogues', 'catalogs'],
  ['analogue', 'analog'],
  ['analogues', 'analogs'],
  ['dialogue', 'dialog'],
  ['plough', 'plow'],
  ['mould', 'mold'],
  ['moulds', 'molds'],
  ['smoulder', 'smolder'],
  ['sceptical', 'skeptical'],
  ['sceptic', 'skeptic'],
  ['enrolment', 'enrollment'],
  ['fulfil', 'fulfill'],
  ['fulfilment', 'fulfillment'],
  ['skilful', 'skillful'],
  ['wilful', 'willful'],
  ['instalment', 'installment'],
  ['storey', 'story'],
  ['tonne', 'ton'],
  ['tonnes', 'tons'],
  ['towards', 'toward'],
  ['whilst', 'while'],
  ['amongst', 'among'],
  ['draught', 'draft'],
  ['cosy', 'cozy'],
  ['pyjamas', 'pajamas'],
  ['speciality', 'specialty'],
  ['specialities', 'specialties'],
];

function buildTable(): { british: Map<string, string>; american: Map<string, string> } {
  const pairs: [string, string][] = [...WHOLE_WORDS];
  const expand = (stems: readonly string[], endings: readonly [string, string][]) => {
    for (const stem of stems) for (const [be, ae] of endings) pairs.push([`${stem}${be}`, `${stem}${ae}`]);
  };
  expand(IZE_STEMS, IZE_ENDINGS);
  expand(YZE_STEMS, YZE_ENDINGS);
  expand(OUR_STEMS, OUR_ENDINGS);
  expand(TRE_STEMS, TRE_ENDINGS);
  expand(LL_STEMS, LL_ENDINGS);
  const british = new Map<string, string>();
  const american = new Map<string, string>();
  for (const [b, a] of pairs) {
    if (b === a) continue;
    // The British table turns American spellings British, and the other way round.
    if (!british.has(a)) british.set(a, b);
    if (!american.has(b)) american.set(b, a);
  }
  return { british, american };
}

const TABLE = buildTable();

/** The other dialect's spelling → the chosen style's spelling, lower case. */
export function dialectTable(style: TStyleOfEnglish): ReadonlyMap<string, string> {
  return style === 'british' ? TABLE.british : TABLE.american;
}

/** The replacement in the chosen style for one word, in the word's case (Colour → Color, COLOUR → COLOR); null when none. */
export function dialectSpelling(word: string, style: TStyleOfEnglish): string | null {
  const replacement = dialectTable(style).get(word.toLowerCase());
  if (!replacement) return null;
  if (word === word.toUpperCase() && word.length > 1) return replacement.toUpperCase();
  if (word[0] === word[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}
