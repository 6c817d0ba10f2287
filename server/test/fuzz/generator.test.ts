import { describe, expect, it } from 'vitest';
import { service } from '../../handlers/index.js';
import { testContract } from '../helpers.js';
import { mutate } from './mutations.js';
import { Random } from './random.js';
import { sampleRegex } from './regex-sample.js';
import { operationSpec, toInject, validRequest } from './requests.js';
import { SchemaSampler } from './schema-sample.js';

// The fuzz suite is only as good as its generator: these keep it making valid requests for every
// operation as the contract grows (a new construct it cannot satisfy fails here, not silently).
const contract = testContract();
const sampler = new SchemaSampler(contract.document);
const specs = contract.operations.map((operation) => operationSpec(contract.document, operation, operation.operationId in service));

function patternsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => patternsOf(item, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string' && !('pattern' in ((node as { properties?: object }).properties ?? {}))) found.add(value);
      patternsOf(value, found);
    }
  }
  return found;
}

describe('the fuzz generator', () => {
  it('samples a matching string for every pattern of the contract', () => {
    const random = new Random('patterns');
    const patterns = [...patternsOf(contract.document)].filter((pattern) => pattern.startsWith('^'));
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const sample = sampleRegex(pattern, random);
        expect(sample, pattern).toBeDefined();
        expect(sample, pattern).toMatch(new RegExp(pattern, 'u'));
      }
    }
  });

  it('makes requests that pass every schema of every operation', () => {
    const random = new Random('valid');
    const invalid = specs.flatMap((spec) =>
      Array.from({ length: 20 }, () => validRequest(sampler, spec, random, () => undefined))
        .filter((model) => !model.valid)
        .map(() => spec.operation.operationId),
    );
    expect([...new Set(invalid)]).toEqual([]);
  });

  it('makes the same requests from the same seed, and others from another', () => {
    const spec = specs.find((candidate) => candidate.operation.operationId === 'signUpUser')!;
    const requests = (seed: string) => {
      const random = new Random(seed).fork('signUpUser/visitor');
      return Array.from({ length: 8 }, () => {
        const { method, url, payload } = toInject(mutate(validRequest(sampler, spec, random, () => undefined), sampler, random, { methods: ['POST'] }), undefined);
        return { method, url, payload }; // not the headers: minted tokens carry a random id
      });
    };
    expect(requests('one')).toEqual(requests('one'));
    expect(requests('one')).not.toEqual(requests('two'));
  });

  it('changes each mutated request and names what it changed', () => {
    const random = new Random('mutations');
    for (const spec of specs) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const base = validRequest(sampler, spec, random, () => undefined);
        const mutated = mutate(base, sampler, random, { methods: [spec.operation.method] });
        expect(mutated.kind, spec.operation.operationId).not.toBe('valid');
        expect(toInject(mutated, undefined), `${spec.operation.operationId} ${mutated.kind}`).not.toEqual(toInject(base, undefined));
      }
    }
  });
});
