import { describe, expect, it } from 'vitest';
import { bulkOutcomeText, summarizeBulkResult } from './bulk-summary';

describe('bulk summary', () => {
  it('says how many were done and how many failed', () => {
    expect(bulkOutcomeText(3, 1)).toBe('Done for 3; 1 failed.');
    expect(bulkOutcomeText(1, 0)).toBe('Done for 1 release.');
    expect(bulkOutcomeText(4, 0)).toBe('Done for 4 releases.');
    expect(bulkOutcomeText(0, 2)).toBe('Nothing done; 2 failed.');
  });

  it('names each failed release by its title, with the server’s reason', () => {
    const titles: Record<string, string> = { a: 'Blue Hour', b: 'Night Drive' };
    const summary = summarizeBulkResult(
      'Status change',
      { success: false, succeeded: ['b'], failed: [{ releaseId: 'a', message: 'A DRAFT release cannot become APPROVED.' }, { releaseId: 'z', message: 'Release not found.' }] },
      (id) => titles[id],
    );
    expect(summary).toEqual({
      action: 'Status change',
      succeeded: ['b'],
      failed: [
        { releaseId: 'a', title: 'Blue Hour', message: 'A DRAFT release cannot become APPROVED.' },
        { releaseId: 'z', title: 'z', message: 'Release not found.' },
      ],
      text: 'Done for 1; 2 failed.',
    });
  });
});
