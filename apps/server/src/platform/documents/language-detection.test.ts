import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-detection.ts';

const ENGLISH =
  'We measured the thermal conductivity of the samples at several temperatures. The results show that the new alloy conducts heat far better than the reference material, which suggests applications in electronics cooling.';
const CHINESE =
  '我们在不同温度下测量了样品的导热系数。结果表明，新合金的导热性能远优于参比材料，这说明它在电子器件散热方面具有应用前景。';
const JAPANESE =
  '試料の熱伝導率を複数の温度で測定した。その結果、新しい合金は参照材料よりもはるかに優れた熱伝導性を示し、電子機器の冷却への応用が期待される。';
const PORTUGUESE =
  'Medimos a condutividade térmica das amostras em várias temperaturas. Os resultados mostram que a nova liga conduz o calor muito melhor do que o material de referência.';
const SPANISH =
  'Medimos la conductividad térmica de las muestras a varias temperaturas. Los resultados muestran que la nueva aleación conduce el calor mucho mejor que el material de referencia.';

describe('detecting the language of a manuscript', () => {
  it.each([
    ['English', ENGLISH, 'en'],
    ['Chinese', CHINESE, 'zh'],
    ['Japanese', JAPANESE, 'ja'],
    ['Portuguese', PORTUGUESE, 'pt'],
    ['Spanish', SPANISH, 'es'],
  ])('recognises %s', (_name, text, iso) => {
    expect(detectLanguage(text)).toBe(iso);
  });

  it('reads a long Chinese manuscript as Chinese although its references are in English', () => {
    const body = Array(40).fill(CHINESE).join('\n');
    const references = Array(30).fill('Smith J, Chen L. Thermal transport in alloys. J Appl Phys. 2019;125:1-10.').join('\n');
    expect(detectLanguage(`Thermal conductivity of a new alloy\n${body}\n${references}`)).toBe('zh');
  });

  it('answers null for text too short to tell', () => {
    expect(detectLanguage('Figure 1')).toBeNull();
  });
});
