import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { isolateLtr } from './BidiText';

const isolatedRuns = (text: string) => {
  const { container } = render(<p>{isolateLtr(text)}</p>);
  return { runs: [...container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent), text: container.textContent };
};

describe('isolateLtr', () => {
  it('isolates phone numbers, e-mail and web addresses and code names, leaving sentence punctuation outside', () => {
    const { runs, text } = isolatedRuns('اتصل بنا على +971 4 555 0142 أو راسلنا على info@swatresearch.ae. الموقع https://swatresearch.ae/ar والملف swat_access، ورمز الدولة +971.');
    expect(runs).toEqual(['+971 4 555 0142', 'info@swatresearch.ae', 'https://swatresearch.ae/ar', 'swat_access', '+971']);
    expect(text).toBe('اتصل بنا على +971 4 555 0142 أو راسلنا على info@swatresearch.ae. الموقع https://swatresearch.ae/ar والملف swat_access، ورمز الدولة +971.');
  });

  it('leaves plain text, Arabic or English, untouched', () => {
    expect(isolateLtr('أدلة تبني عليها قرارك')).toBe('أدلة تبني عليها قرارك');
    expect(isolateLtr('Face-to-face and open-ended answers')).toBe('Face-to-face and open-ended answers');
  });
});
