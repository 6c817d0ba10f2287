import { describe, expect, it } from 'vitest';
import { type Intent, normalise, recognise } from './intents.js';

describe('recognise', () => {
  const cases: [string, Intent][] = [
    ['How many releases are pending review?', { kind: 'pendingReviews' }],
    ['What’s in the review queue', { kind: 'pendingReviews' }],
    ['pending releases', { kind: 'pendingReviews' }],
    ['Releases by status', { kind: 'releases', status: null }],
    ['how many releases are online?', { kind: 'releases', status: 'ONLINE' }],
    ['How many drafts are there among releases', { kind: 'releases', status: 'DRAFT' }],
    ['How many users?', { kind: 'countUsers', role: 'any', archived: false }],
    ['how many admins', { kind: 'countUsers', role: 'admin', archived: false }],
    ['How many ARTISTS do we have', { kind: 'countUsers', role: 'artist', archived: false }],
    ['how many accounts are archived', { kind: 'countUsers', role: 'any', archived: true }],
    ['New users this week', { kind: 'newUsers', period: 'last_7_days', role: 'any' }],
    ['how many people signed up this month?', { kind: 'newUsers', period: 'last_30_days', role: 'any' }],
    ['who signed up today', { kind: 'listUsers', period: 'today', role: 'any' }],
    ['Top artists', { kind: 'topArtists', period: 'last_30_days' }],
    ['most streamed artists last month', { kind: 'topArtists', period: 'latest_month' }],
    ['How is Nova Lights doing?', { kind: 'artist', name: 'nova lights' }],
    ["Nova Lights's streams", { kind: 'artist', name: 'nova lights' }],
    ['streams of the artist Marble Coast', { kind: 'artist', name: 'marble coast' }],
    ['Last campaign results', { kind: 'campaign', name: null }],
    ['How did the "Spring news" campaign do?', { kind: 'campaign', name: 'Spring news' }],
    ['Is everything up?', { kind: 'health' }],
    ['service health', { kind: 'health' }],
    ['hello', { kind: 'greeting' }],
    ['Write me a poem about cats', { kind: 'unknown' }],
    ['How is everything doing?', { kind: 'health' }],
  ];
  it.each(cases)('%s', (question, intent) => {
    expect(recognise(question)).toEqual(intent);
  });

  it('normalises case, quotes, spaces and closing punctuation', () => {
    expect(normalise('  How’s   “X”  doing?!  ')).toBe('how\'s "x" doing');
  });
});
