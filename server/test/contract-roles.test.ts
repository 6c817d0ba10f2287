import { describe, expect, it } from 'vitest';
import { service } from '../handlers/index.js';
import { testContract } from './helpers.js';

// The server enforces roles from the document alone, so the document must say them consistently.
const { operations } = testContract();

describe('roles in the contract', () => {
  it('every operation has an operationId of its own', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every operation has x-roles that agree with its security', () => {
    expect(operations.flatMap((operation) => operation.problems)).toEqual([]);
  });

  it('every /admin/ operation is for admins only', () => {
    const notAdminOnly = operations
      .filter((operation) => operation.path.startsWith('/admin/'))
      .filter((operation) => operation.roles.join() !== 'ADMIN')
      .map((operation) => `${operation.method} ${operation.path}: ${operation.roles.join(', ')}`);
    expect(notAdminOnly).toEqual([]);
  });

  it('every handler serves an operation of the contract', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect(Object.keys(service).filter((id) => !ids.has(id))).toEqual([]);
  });
});
