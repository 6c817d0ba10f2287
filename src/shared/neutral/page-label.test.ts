import { describe, expect, it } from 'vitest';
import { isIdSegment, pageLabelFromPath, titleCase } from './page-label';

const ID = '64b7f0c2a1d3e4f5a6b7c8d9';

describe('pageLabelFromPath (spec 1 §2)', () => {
  it.each([
    // empty path
    ['', 'Home'],
    ['/', 'Home'],
    [undefined, 'Home'],
    // admin
    ['/admin', 'Admin Dashboard'],
    ['/admin/', 'Admin Dashboard'],
    ['/admin/artists', 'Artists'],
    ['/admin/mlc', 'MLC'],
    ['/admin/catalog', 'Catalog'],
    ['/admin/invites', 'Invites'],
    ['/admin/system-payout-rates', 'System Payout Rates'],
    ['/admin/writers', 'Writers'],
    ['/admin/distribution', 'Distribution'],
    ['/admin/analytics', 'Analytics'],
    ['/admin/usage', 'Usage'],
    ['/admin/users', 'Users'],
    ['/admin/presence', 'Presence'],
    ['/admin/behavioral-analytics', 'Behavioral Analytics'],
    [`/admin/behavioral-analytics/user/${ID}/journey`, 'User Journey'],
    ['/admin/service-health', 'Service Health'],
    ['/admin/realtime-analytics', 'Realtime Analytics'],
    ['/admin/posts', 'Posts'],
    ['/admin/posts/create', 'Create Post'],
    [`/admin/posts/${ID}`, 'Post Details'],
    [`/admin/posts/${ID}/edit`, 'Edit Post'],
    ['/admin/email', 'Email'],
    ['/admin/email-lists', 'Email Lists'],
    [`/admin/email-lists/${ID}`, 'Email List Details'],
    ['/admin/email/campaigns', 'Email Campaigns'],
    ['/admin/email/analytics', 'Email Analytics'],
    ['/admin/email/list-analytics', 'Email List Analytics'],
    ['/admin/email/activity', 'Email Activity'],
    ['/admin/email/segments', 'Email Segments'],
    ['/admin/email/subscribers', 'Email Subscribers'],
    ['/admin/some-new-section', 'Some New Section'],
    // email campaign analytics, list analytics and subscribers with an id
    [`/admin/email/analytics/${ID}`, 'Subscriber Details'],
    [`/admin/email/list-analytics/${ID}`, 'Subscriber Details'],
    [`/admin/email/subscribers/${ID}`, 'Subscriber Details'],
    // artists and their sub-pages
    [`/dashboard/artists/${ID}`, 'Artist Overview'],
    [`/dashboard/artists/${ID}/overview`, 'Artist Overview'],
    [`/dashboard/artists/${ID}/discography`, 'Artist Overview - Discography'],
    [`/dashboard/artists/${ID}/analytics`, 'Artist Overview - Analytics'],
    [`/dashboard/artists/${ID}/payouts`, 'Artist Overview - Payouts'],
    [`/dashboard/artists/${ID}/unclaimed-royalties`, 'Artist Overview - Unclaimed Royalties'],
    [`/dashboard/artists/${ID}/catalog-browse`, 'Artist Overview - Catalog Browse'],
    [`/dashboard/artists/${ID}/catalog`, 'Artist Overview - Catalog'],
    [`/dashboard/artists/${ID}/usage`, 'Artist Overview - Usage'],
    // writers, tracks, albums
    [`/dashboard/writers/${ID}`, 'Writer Overview'],
    [`/dashboard/writers/${ID}/discography`, 'Writer Overview - Discography'],
    ['/dashboard/tracks/4uLU6hMCjMI75M1A2tKUQC', 'Track Details'],
    ['/dashboard/albums/1ATL5GLyefJaxhQzSPVrLX', 'Album Details'],
    // other dashboard pages
    ['/dashboard', 'Dashboard'],
    ['/dashboard/account', 'Account'],
    ['/dashboard/integrations', 'Integrations'],
    ['/dashboard/analytics', 'Analytics'],
    ['/dashboard/works', 'Works'],
    ['/dashboard/artists', 'Artists'],
    ['/dashboard/tracks', 'Tracks'],
    ['/dashboard/writers', 'Writers'],
    // releases
    ['/dashboard/releases/management', 'Release Management'],
    [`/dashboard/releases/${ID}/edit`, 'Edit Release'],
    [`/dashboard/releases/${ID}/edit/details`, 'Edit Release'],
    [`/dashboard/releases/${ID}/edit/tracks/track/0`, 'Edit Release Track'],
    [`/dashboard/releases/${ID}/edit/tracks/track/2/metadata`, 'Edit Release Track'],
    // guest and public pages
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
    ['/verify', 'Verify Email'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/auth/login', 'Login'],
    ['/auth/register', 'Sign Up'],
    ['/auth/verify', 'Verify Email'],
    ['/auth/forgot-password', 'Forgot Password'],
    ['/auth/reset-password', 'Reset Password'],
    ['/email/unsubscribe', 'Email Unsubscribe'],
    ['/email/unsubscribe/a-secret-token', 'Email Unsubscribe'],
    ['/email/preferences/a-secret-token', 'Email Preferences'],
    ['/mobile', 'Mobile Not Supported'],
    ['/404', 'Not Found'],
    // anything else: title-cased by segment, ids dropped
    ['/some/other-page', 'Some Other Page'],
    [`/reports/${ID}/monthly-summary`, 'Reports Monthly Summary'],
    ['/orders/12345/line_items', 'Orders Line Items'],
    ['/12345', 'Home'],
    ['/dashboard/artists/some-artist?tab=2#top', 'Artist Overview'],
  ])('%s → %s', (path, label) => {
    expect(pageLabelFromPath(path)).toBe(label);
  });

  it('ignores the query string and hash', () => {
    expect(pageLabelFromPath(`/dashboard/artists/${ID}/catalog-browse?type=all-tracks`)).toBe(
      'Artist Overview - Catalog Browse',
    );
    expect(pageLabelFromPath('/admin/users#top')).toBe('Users');
  });
});

describe('isIdSegment', () => {
  it('accepts 24 hexadecimal characters or all digits only', () => {
    expect(isIdSegment(ID)).toBe(true);
    expect(isIdSegment(ID.toUpperCase())).toBe(true);
    expect(isIdSegment('123')).toBe(true);
    expect(isIdSegment(`${ID}0`)).toBe(false);
    expect(isIdSegment('64b7f0c2a1d3e4f5a6b7c8dz')).toBe(false);
    expect(isIdSegment('12a')).toBe(false);
  });
});

describe('titleCase', () => {
  it('capitalises each hyphen- or underscore-separated word', () => {
    expect(titleCase('unclaimed-royalties')).toBe('Unclaimed Royalties');
    expect(titleCase('line_items')).toBe('Line Items');
  });
});
