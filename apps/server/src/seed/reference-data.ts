/** Reference data seeded on every start (idempotent upserts). Brazil keeps id 32 (spec §9). */

export const LOCALIZATIONS = [
  {
    identity: 'us',
    name: 'International',
    defaultLanguage: 'en_US',
    defaultCurrency: 'USD',
    allowsFapiaoProcessingAfterPayment: false,
  },
  { identity: 'cn', name: 'China', defaultLanguage: 'zh_CN', defaultCurrency: 'CNY', allowsFapiaoProcessingAfterPayment: false },
  { identity: 'jp', name: 'Japan', defaultLanguage: 'ja_JP', defaultCurrency: 'JPY', allowsFapiaoProcessingAfterPayment: false },
  { identity: 'br', name: 'Brazil', defaultLanguage: 'pt_BR', defaultCurrency: 'BRL', allowsFapiaoProcessingAfterPayment: false },
  {
    identity: 'es',
    name: 'Spain and Latin America',
    defaultLanguage: 'es_ES',
    defaultCurrency: 'EUR',
    allowsFapiaoProcessingAfterPayment: false,
  },
] as const;

/** Rates are units per US dollar; minimum prepay in minor units (null: the default of 100). */
export const CURRENCIES = [
  {
    isoCode: 'USD',
    shortName: 'USD',
    name: 'US Dollar',
    sign: '$',
    exchangeRate: '1',
    numDecimals: 2,
    minimumPrepay: 10000,
    sortOrder: 1,
  },
  {
    isoCode: 'EUR',
    shortName: 'EUR',
    name: 'Euro',
    sign: '€',
    exchangeRate: '0.92',
    numDecimals: 2,
    minimumPrepay: 10000,
    sortOrder: 2,
  },
  {
    isoCode: 'GBP',
    shortName: 'GBP',
    name: 'British Pound',
    sign: '£',
    exchangeRate: '0.79',
    numDecimals: 2,
    minimumPrepay: null,
    sortOrder: 3,
  },
  {
    isoCode: 'JPY',
    shortName: 'JPY',
    name: 'Japanese Yen',
    sign: '¥',
    exchangeRate: '151',
    numDecimals: 0,
    minimumPrepay: 15000,
    sortOrder: 4,
  },
  {
    isoCode: 'CNY',
    shortName: 'CNY',
    name: 'Chinese Yuan',
    sign: '¥',
    exchangeRate: '7.1',
    numDecimals: 2,
    minimumPrepay: 70000,
    sortOrder: 5,
  },
  {
    isoCode: 'BRL',
    shortName: 'BRL',
    name: 'Brazilian Real',
    sign: 'R$',
    exchangeRate: '5.4',
    numDecimals: 2,
    minimumPrepay: 50000,
    sortOrder: 6,
  },
  {
    isoCode: 'KRW',
    shortName: 'KRW',
    name: 'South Korean Won',
    sign: '₩',
    exchangeRate: '1370',
    numDecimals: 0,
    minimumPrepay: 130000,
    sortOrder: 7,
  },
] as const;

type TCountrySeed = { id: number; iso: string; name: string; localization: string; currency: string | null };

export const COUNTRIES: TCountrySeed[] = [
  { id: 1, iso: 'AR', name: 'Argentina', localization: 'es', currency: 'USD' },
  { id: 2, iso: 'AU', name: 'Australia', localization: 'us', currency: 'USD' },
  { id: 3, iso: 'AT', name: 'Austria', localization: 'us', currency: 'EUR' },
  { id: 4, iso: 'BE', name: 'Belgium', localization: 'us', currency: 'EUR' },
  { id: 5, iso: 'CA', name: 'Canada', localization: 'us', currency: 'USD' },
  { id: 6, iso: 'CL', name: 'Chile', localization: 'es', currency: 'USD' },
  { id: 7, iso: 'CN', name: 'China', localization: 'cn', currency: 'CNY' },
  { id: 8, iso: 'CO', name: 'Colombia', localization: 'es', currency: 'USD' },
  { id: 9, iso: 'DK', name: 'Denmark', localization: 'us', currency: 'EUR' },
  { id: 10, iso: 'EG', name: 'Egypt', localization: 'us', currency: 'USD' },
  { id: 11, iso: 'FI', name: 'Finland', localization: 'us', currency: 'EUR' },
  { id: 12, iso: 'FR', name: 'France', localization: 'us', currency: 'EUR' },
  { id: 13, iso: 'DE', name: 'Germany', localization: 'us', currency: 'EUR' },
  { id: 14, iso: 'GR', name: 'Greece', localization: 'us', currency: 'EUR' },
  { id: 15, iso: 'HK', name: 'Hong Kong', localization: 'us', currency: 'USD' },
  { id: 16, iso: 'IN', name: 'India', localization: 'us', currency: 'USD' },
  { id: 17, iso: 'ID', name: 'Indonesia', localization: 'us', currency: 'USD' },
  { id: 18, iso: 'IR', name: 'Iran', localization: 'us', currency: 'USD' },
  { id: 19, iso: 'IE', name: 'Ireland', localization: 'us', currency: 'EUR' },
  { id: 20, iso: 'IL', name: 'Israel', localization: 'us', currency: 'USD' },
  { id: 21, iso: 'IT', name: 'Italy', localization: 'us', currency: 'EUR' },
  { id: 22, iso: 'JP', name: 'Japan', localization: 'jp', currency: 'JPY' },
  { id: 23, iso: 'KR', name: 'South Korea', localization: 'us', currency: 'KRW' },
  { id: 24, iso: 'MY', name: 'Malaysia', localization: 'us', currency: 'USD' },
  { id: 25, iso: 'MX', name: 'Mexico', localization: 'es', currency: 'USD' },
  { id: 26, iso: 'NL', name: 'Netherlands', localization: 'us', currency: 'EUR' },
  { id: 27, iso: 'NZ', name: 'New Zealand', localization: 'us', currency: 'USD' },
  { id: 28, iso: 'NG', name: 'Nigeria', localization: 'us', currency: 'USD' },
  { id: 29, iso: 'NO', name: 'Norway', localization: 'us', currency: 'EUR' },
  { id: 30, iso: 'PK', name: 'Pakistan', localization: 'us', currency: 'USD' },
  { id: 31, iso: 'PE', name: 'Peru', localization: 'es', currency: 'USD' },
  { id: 32, iso: 'BR', name: 'Brazil', localization: 'br', currency: 'BRL' },
  { id: 33, iso: 'PL', name: 'Poland', localization: 'us', currency: 'EUR' },
  { id: 34, iso: 'PT', name: 'Portugal', localization: 'br', currency: 'EUR' },
  { id: 35, iso: 'SA', name: 'Saudi Arabia', localization: 'us', currency: 'USD' },
  { id: 36, iso: 'SG', name: 'Singapore', localization: 'us', currency: 'USD' },
  { id: 37, iso: 'ZA', name: 'South Africa', localization: 'us', currency: 'USD' },
  { id: 38, iso: 'ES', name: 'Spain', localization: 'es', currency: 'EUR' },
  { id: 39, iso: 'SE', name: 'Sweden', localization: 'us', currency: 'EUR' },
  { id: 40, iso: 'CH', name: 'Switzerland', localization: 'us', currency: 'EUR' },
  { id: 41, iso: 'TW', name: 'Taiwan', localization: 'us', currency: 'USD' },
  { id: 42, iso: 'TH', name: 'Thailand', localization: 'us', currency: 'USD' },
  { id: 43, iso: 'TR', name: 'Turkey', localization: 'us', currency: 'USD' },
  { id: 44, iso: 'GB', name: 'United Kingdom', localization: 'us', currency: 'GBP' },
  { id: 45, iso: 'US', name: 'United States', localization: 'us', currency: 'USD' },
  { id: 46, iso: 'VN', name: 'Vietnam', localization: 'us', currency: 'USD' },
];

const pairs = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [code = '', name = ''] = line.split('|');
      return { code: code.trim(), name: name.trim() };
    });

export const STATES: Record<string, { code: string; name: string }[]> = {
  US: pairs(`
AL|Alabama
AK|Alaska
AZ|Arizona
AR|Arkansas
CA|California
CO|Colorado
CT|Connecticut
DE|Delaware
DC|District of Columbia
FL|Florida
GA|Georgia
HI|Hawaii
ID|Idaho
IL|Illinois
IN|Indiana
IA|Iowa
KS|Kansas
KY|Kentucky
LA|Louisiana
ME|Maine
MD|Maryland
MA|Massachusetts
MI|Michigan
MN|Minnesota
MS|Mississippi
MO|Missouri
MT|Montana
NE|Nebraska
NV|Nevada
NH|New Hampshire
NJ|New Jersey
NM|New Mexico
NY|New York
NC|North Carolina
ND|North Dakota
OH|Ohio
OK|Oklahoma
OR|Oregon
PA|Pennsylvania
RI|Rhode Island
SC|South Carolina
SD|South Dakota
TN|Tennessee
TX|Texas
UT|Utah
VT|Vermont
VA|Virginia
WA|Washington
WV|West Virginia
WI|Wisconsin
WY|Wyoming`),
  CA: pairs(`
AB|Alberta
BC|British Columbia
MB|Manitoba
NB|New Brunswick
NL|Newfoundland and Labrador
NS|Nova Scotia
NT|Northwest Territories
NU|Nunavut
ON|Ontario
PE|Prince Edward Island
QC|Quebec
SK|Saskatchewan
YT|Yukon`),
  BR: pairs(`
AC|Acre
AL|Alagoas
AP|Amapá
AM|Amazonas
BA|Bahia
CE|Ceará
DF|Distrito Federal
ES|Espírito Santo
GO|Goiás
MA|Maranhão
MT|Mato Grosso
MS|Mato Grosso do Sul
MG|Minas Gerais
PA|Pará
PB|Paraíba
PR|Paraná
PE|Pernambuco
PI|Piauí
RJ|Rio de Janeiro
RN|Rio Grande do Norte
RS|Rio Grande do Sul
RO|Rondônia
RR|Roraima
SC|Santa Catarina
SP|São Paulo
SE|Sergipe
TO|Tocantins`),
  CN: pairs(`
AH|Anhui
BJ|Beijing
CQ|Chongqing
FJ|Fujian
GS|Gansu
GD|Guangdong
GX|Guangxi
GZ|Guizhou
HI|Hainan
HE|Hebei
HL|Heilongjiang
HA|Henan
HB|Hubei
HN|Hunan
NM|Inner Mongolia
JS|Jiangsu
JX|Jiangxi
JL|Jilin
LN|Liaoning
NX|Ningxia
QH|Qinghai
SN|Shaanxi
SD|Shandong
SH|Shanghai
SX|Shanxi
SC|Sichuan
TJ|Tianjin
XJ|Xinjiang
XZ|Tibet
YN|Yunnan
ZJ|Zhejiang`),
  AU: pairs(`
ACT|Australian Capital Territory
NSW|New South Wales
NT|Northern Territory
QLD|Queensland
SA|South Australia
TAS|Tasmania
VIC|Victoria
WA|Western Australia`),
};

export const PREFERRED_GROUPS = [
  {
    code: 'UNIV10',
    name: {
      en: 'University Partner Programme',
      zh: '高校合作计划',
      ja: '大学パートナープログラム',
      pt: 'Programa de Parceria Universitária',
      es: 'Programa de Socios Universitarios',
    },
    discount: 10,
    percentageDiscount: true,
    shareable: true,
    membershipDisplayed: true,
    greeting: {
      en: 'Welcome, University Partner Programme member: 10% off every order.',
      zh: '欢迎您，高校合作计划成员：每笔订单均享九折优惠。',
      ja: '大学パートナープログラム会員の皆様、ようこそ。すべてのご注文が10%割引になります。',
      pt: 'Boas-vindas, membro do Programa de Parceria Universitária: 10% de desconto em todos os pedidos.',
      es: 'Bienvenido/a, miembro del Programa de Socios Universitarios: 10 % de descuento en todos los pedidos.',
    },
    isFreeTrial: false,
  },
  {
    code: 'SOCIETY',
    name: {
      en: 'Scientific Society Members',
      zh: '学会会员',
      ja: '学会会員',
      pt: 'Membros de Sociedades Científicas',
      es: 'Miembros de sociedades científicas',
    },
    discount: 0,
    percentageDiscount: true,
    shareable: false,
    membershipDisplayed: true,
    greeting: null,
    isFreeTrial: false,
  },
  {
    code: 'TRIAL',
    name: {
      en: 'Free Trial Group',
      zh: '免费试用组',
      ja: '無料トライアルグループ',
      pt: 'Grupo de avaliação gratuita',
      es: 'Grupo de prueba gratuita',
    },
    discount: 0,
    percentageDiscount: true,
    shareable: false,
    membershipDisplayed: false,
    greeting: null,
    isFreeTrial: true,
  },
];
