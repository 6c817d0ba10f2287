import { describe, expect, it } from 'vitest';
import { territoriesSchema } from './territories-schema';

describe('the territory choice', () => {
  it('is worldwide, or the chosen countries once each in code order', () => {
    expect(territoriesSchema.parse({ scope: 'WORLD', territories: ['NO'] })).toEqual(['WORLD']);
    expect(territoriesSchema.parse({ scope: 'COUNTRIES', territories: ['SE', 'NO', 'SE'] })).toEqual(['NO', 'SE']);
  });

  it('needs a country when it is not worldwide', () => {
    const result = territoriesSchema.safeParse({ scope: 'COUNTRIES', territories: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['territories', 'Choose at least one country, or sell worldwide.']]);
  });
});
