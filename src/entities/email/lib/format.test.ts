import { describe, expect, it } from 'vitest';
import { formatRate, personName } from './format';

describe('email figures', () => {
  it('shows rates as percentages with one decimal', () => {
    expect(formatRate(0.4234)).toBe('42.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(1)).toBe('100.0%');
  });

  it('names a person only when a name is known', () => {
    expect(personName({ firstName: 'Rio', lastName: null })).toBe('Rio');
    expect(personName({ firstName: null, lastName: null })).toBeNull();
  });
});
