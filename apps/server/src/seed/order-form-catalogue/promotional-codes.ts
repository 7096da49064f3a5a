import { text } from './text.ts';

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
