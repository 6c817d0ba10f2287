import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { createInviteSchema } from './create-invite-schema';

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: createInviteSchema });
}

const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === 'error' ? submission.error : null;
};

describe('createInviteSchema', () => {
  it('accepts the smallest invitation: an email, a role and a validity', () => {
    const submission = parse({ inviteeEmail: ' Rio@Example.test ', inviteeRole: 'ARTIST', expiresInDays: '14' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      inviteeEmail: 'Rio@Example.test',
      inviteeRole: 'ARTIST',
      expiresInDays: 14,
    });
  });

  it('reads the checkbox and the optional details', () => {
    const submission = parse({
      inviteeEmail: 'rio@example.test',
      inviteeFirstName: 'Rio',
      inviteePhoneNumber: '+1 415 555 0142',
      inviteeRole: 'INVESTOR',
      expiresInDays: '30',
      sendEmail: 'on',
      message: 'Welcome aboard',
    });
    expect(submission.status === 'success' && submission.value).toMatchObject({ sendEmail: true, inviteeRole: 'INVESTOR', message: 'Welcome aboard' });
  });

  it('names each field that is wrong', () => {
    expect(errorsOf({ inviteeEmail: 'not-an-email', inviteePhoneNumber: 'call me', inviteeRole: 'OWNER', expiresInDays: '91' })).toEqual({
      inviteeEmail: ['Email must be a valid email address'],
      inviteePhoneNumber: ['Enter a phone number of 6 to 20 digits, spaces or ( ) . / -'],
      inviteeRole: ['Choose a role'],
      expiresInDays: ['Between 1 and 90 days'],
    });
    expect(errorsOf({ inviteeRole: 'ARTIST', expiresInDays: '2.5' })).toEqual({
      inviteeEmail: ['Email is required'],
      expiresInDays: ['Enter a whole number of days'],
    });
  });
});
