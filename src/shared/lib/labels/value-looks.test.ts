import { describe, expect, it } from 'vitest';
import { valueLooks } from './value-looks';

describe('valueLooks', () => {
  const status = valueLooks<'sent' | 'failed', 'info' | 'danger'>({ sent: ['Sent', 'info'], failed: ['Failed', 'danger'] });

  it('lists the values in the order written', () => {
    expect(status.values).toEqual(['sent', 'failed']);
  });

  it('gives each value its label and its tone', () => {
    expect(status.labels).toEqual({ sent: 'Sent', failed: 'Failed' });
    expect(status.tones).toEqual({ sent: 'info', failed: 'danger' });
  });
});
