import { describe, expect, it } from 'vitest';
import { parseEmails } from './parse-emails';

describe('parseEmails', () => {
  it('reads addresses one a line, by commas or from a mail client, once each', () => {
    expect(parseEmails('a@x.test\nB@x.test, c@x.test; Rio Hart <rio@x.test>\n\na@x.test')).toEqual({
      valid: ['a@x.test', 'b@x.test', 'c@x.test', 'rio@x.test'],
      invalid: [],
    });
  });

  it('sets apart what is not an address', () => {
    expect(parseEmails('not an email\nok@x.test\nbad@').invalid).toEqual(['not an email', 'bad@']);
  });
});
