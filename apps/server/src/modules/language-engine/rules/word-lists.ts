/**
 * The word lists of the portal's own grammar rules (agreement.ts, countability.ts).
 */

/**
 * Nouns that have no plural in English, as learners write their plural, with the singular to write. "data" is
 * not here: "data" is the plural, and "the data is" is accepted as well.
 */
export const UNCOUNTABLE_PLURALS: ReadonlyMap<string, string> = new Map([
  ['informations', 'information'],
  ['researches', 'research'],
  ['evidences', 'evidence'],
  ['equipments', 'equipment'],
  ['advices', 'advice'],
  ['knowledges', 'knowledge'],
  ['feedbacks', 'feedback'],
  ['softwares', 'software'],
  ['hardwares', 'hardware'],
  ['furnitures', 'furniture'],
  ['luggages', 'luggage'],
  ['baggages', 'baggage'],
  ['homeworks', 'homework'],
  ['machineries', 'machinery'],
  ['datas', 'data'],
  ['assistances', 'assistance'],
  ['pollutions', 'pollution'],
  ['personnels', 'personnel'],
  ['traffics', 'traffic'],
  ['trainings', 'training'],
  ['transportations', 'transportation'],
]);

/**
 * Nouns ending in -s that are singular (or both), so never taken for a plural subject; those ending in -ss, -us,
 * -is are singular by rule (nounNumber in agreement.ts); those in -ics take either number and are not checked.
 */
export const SINGULAR_IN_S = new Set([
  'series',
  'species',
  'means',
  'news',
  'lens',
  'gas',
  'bias',
  'canvas',
  'atlas',
  'chaos',
  'ethos',
  'cosmos',
  'rabies',
  'diabetes',
  'measles',
  'mumps',
  'herpes',
  'headquarters',
  'whereabouts',
  'crossroads',
  'kudos',
  'billiards',
  'molasses',
  'alias',
  'pancreas',
  'aids',
  'biomass',
]);

/** Plural nouns that do not end in -s. "data" and "media" are left out: both take a singular verb as well. */
export const IRREGULAR_PLURALS = new Set([
  'people',
  'children',
  'men',
  'women',
  'feet',
  'teeth',
  'mice',
  'geese',
  'criteria',
  'phenomena',
  'bacteria',
  'fungi',
  'nuclei',
  'stimuli',
  'larvae',
  'algae',
]);

/**
 * Heads whose verb agrees with what follows them ("a number of samples were", "the majority of plots are"),
 * collective nouns that British English may use with a plural verb, and nouns that are also units of measure:
 * a subject with one of these heads is never checked.
 */
export const UNCHECKED_HEADS = new Set([
  'number',
  'majority',
  'minority',
  'percentage',
  'proportion',
  'fraction',
  'rest',
  'remainder',
  'total',
  'lot',
  'lots',
  'plenty',
  'variety',
  'range',
  'couple',
  'series',
  'species',
  // "a means of" and "the means were 4.1 and 5.3" (averages): either number.
  'means',
  'half',
  'third',
  'quarter',
  'part',
  'portion',
  'bulk',
  'share',
  'percent',
  'per cent',
  'kind',
  'type',
  'sort',
  'set',
  'group',
  'team',
  'staff',
  'committee',
  'government',
  'family',
  'public',
  'police',
  'crew',
  'audience',
  'council',
  'board',
  'panel',
  'jury',
  'faculty',
  'personnel',
  'data',
  'media',
  'none',
  'all',
  'most',
  'some',
  'any',
  'more',
  'less',
  'both',
  'either',
  'neither',
  'each',
  'every',
  'few',
  'many',
  'several',
  'who',
  'which',
  'what',
  'that',
  'this',
  'these',
  'those',
  'there',
  'here',
]);

/** Verbs whose past tense is their base form ("the model fit the data" is past): a base form is not checked. */
export const PAST_LIKE_BASE = new Set([
  'set',
  'put',
  'cut',
  'let',
  'hit',
  'read',
  'spread',
  'cast',
  'cost',
  'shed',
  'split',
  'shut',
  'quit',
  'bet',
  'burst',
  'hurt',
  'upset',
  'broadcast',
  'forecast',
  'beat',
  'fit',
  'bid',
  'rid',
  'thrust',
  'offset',
  'input',
  'output',
  'reset',
  'preset',
  'recast',
  'become',
  'come',
  'run',
  'overcome',
]);

/**
 * Words before "that" which make the verb after it a subjunctive ("it is essential that each plot receive").
 * "suggest" and "propose" are not here: in a paper they report ("the results suggest that the effect is").
 */
export const MANDATIVE = new Set([
  'essential',
  'important',
  'necessary',
  'vital',
  'crucial',
  'imperative',
  'critical',
  'recommend',
  'recommended',
  'recommends',
  'require',
  'required',
  'requires',
  'insist',
  'insisted',
  'demand',
  'demanded',
  'request',
  'requested',
  'ask',
  'asked',
  'advise',
  'advised',
  'urge',
  'urged',
  'mandate',
  'mandated',
]);

/** Simple pasts that are no participle, and so a clause's verb wherever they stand: "Crop yield in dry years fell". */
export const PAST_ONLY_FORMS = new Set(
  'fell rose grew took began became came went gave saw knew ran drew drove wrote arose shrank sank broke chose spoke threw underwent undertook withdrew flew froze shook wore blew'.split(
    ' ',
  ),
);

/** Words that open a clause whose subject comes next. */
export const CLAUSE_OPENERS = new Set([
  'that',
  'because',
  'while',
  'whilst',
  'whereas',
  'although',
  'though',
  'since',
  'when',
  'whenever',
  'once',
  'until',
  'unless',
  'but',
  'so',
  'where',
  'thus',
  'hence',
  'therefore',
  'however',
  'moreover',
  'furthermore',
  'consequently',
  'then',
]);

/** Clause openers after which a past verb may stand for a counterfactual ("if the effect were"). */
export const COUNTERFACTUAL = new Set(['if', 'whether', 'wish', 'though', 'unless', 'suppose', 'supposing']);

/** Prepositions a subject's head may be followed by before the verb ("the results of the trial show"). */
export const SUBJECT_PREPOSITIONS = new Set([
  'of',
  'in',
  'on',
  'at',
  'from',
  'for',
  'with',
  'between',
  'among',
  'amongst',
  'under',
  'during',
  'within',
  'across',
  'near',
  'over',
  'without',
  'throughout',
  'along',
  'around',
  'into',
  'onto',
  'per',
  'via',
  'about',
  'against',
  'towards',
  'toward',
  'through',
  'after',
  'before',
  'behind',
  'above',
  'below',
  'beyond',
  'beneath',
  'inside',
  'outside',
  'upon',
]);

/** The modal verbs: a base form follows them. */
export const MODAL_VERBS: ReadonlySet<string> = new Set([
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
]);

/**
 * Verbs of thinking after which a clause often drops its "that": in "I think the results shows", "the results"
 * opens a clause after a pronoun and such a verb, and its verb agrees with it.
 */
export const THAT_LESS_VERBS = new Set(['think', 'believe', 'assume', 'suppose', 'guess', 'feel', 'hope']);

/** Countable nouns of a paper's subjects beyond article-lists' (which is kept for the article rules). */
export const MORE_COUNTABLE = new Set(
  (
    'industry sector country region company firm organisation organization institution crop habitat setting ' +
    'context disease scenario strategy application product device sensor task source stakeholder school hospital ' +
    'community household enterprise business farm city province district village species cultivar variety genotype ' +
    'instrument item indicator domain platform case'
  ).split(' '),
);

/** Verbs of an activity with no passive, whose form after "have been" is the -ing form: "have been work(ing) here". */
export const INTRANSITIVE_ACTIVITIES = /^(?:work|live|wait|stay|travel|talk)$/;

/**
 * Base forms that are verbs only, never the last noun of a compound: "The reaction mixture contain water" is an
 * agreement slip, where "electron backscatter diffraction" is a compound.
 */
export const VERB_ONLY_BASES = new Set(
  (
    'contain include require involve provide reduce indicate suggest consist depend seem become allow enable ' +
    'prevent represent reveal determine induce inhibit enhance improve obtain achieve receive describe explain affect ' +
    'belong occur exist appear tend emerge ensure facilitate promote reflect demonstrate confirm'
  ).split(' '),
);
