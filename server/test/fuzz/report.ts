import type { InjectOptions } from 'fastify';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Exchange, parseOrText, preview, type Problem } from './checks.js';
import type { RoleName } from './fixtures.js';

export interface Failure {
  category: string;
  operation: string;
  role: RoleName;
  kind: string;
  status: number;
  problem: string;
  repro: string;
}

/** Every failure's repro is printed up to this many failures; past it, a few per group (all in the log file). */
const ALL_REPROS_UP_TO = 60;
const REPROS_PER_GROUP = 3;

/**
 * What a run saw: failures with their repro, answers by status, and for valid requests which
 * operations answered 2xx, which the generator could not make valid, and which refused them (a
 * rule of a handler the schemas do not state).
 */
export class Tally {
  requests = 0;
  readonly failures: Failure[] = [];
  private readonly statuses: Record<string, number> = {};
  private readonly validAnswers: Record<string, Record<string, number>> = {};
  private readonly refusedValid = new Map<string, number>();
  private readonly ungenerated = new Set<string>();
  private readonly milliseconds = new Map<string, number>();

  record(exchange: Exchange, role: RoleName, token: string | undefined, problems: Problem[]): void {
    const { spec, model, response, options } = exchange;
    const operation = spec.operation.operationId;
    const status = String(response.statusCode);
    this.requests += 1;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (model.kind === 'valid') {
      const answers = (this.validAnswers[operation] ??= {});
      answers[status] = (answers[status] ?? 0) + 1;
      if (!model.valid) this.ungenerated.add(operation);
      if (model.valid && exchange.allowed && response.statusCode === 400) {
        const message = `${operation}: ${(parseOrText(response.body) as { message?: string }).message ?? response.body}`;
        this.refusedValid.set(message, (this.refusedValid.get(message) ?? 0) + 1);
      }
    }
    for (const [category, problem] of problems) {
      this.failures.push({ category, operation, role, kind: model.kind, status: response.statusCode, problem, repro: repro(options, role, token) });
    }
  }

  time(operation: string, milliseconds: number): void {
    this.milliseconds.set(operation, (this.milliseconds.get(operation) ?? 0) + milliseconds);
  }

  /** Built operations none of whose valid requests answered 2xx. */
  neverSucceeded(operations: string[]): string[] {
    return operations.filter((operation) => !Object.keys(this.validAnswers[operation] ?? {}).some((status) => status.startsWith('2')));
  }

  /** Every failure with its repro, then the answers to valid requests per operation. */
  writeLog(name: string): string {
    const file = join(tmpdir(), `royalty-desk-fuzz-${name}.log`);
    const lines = [
      ...this.failures.map((failure) => `${failure.category} ${failure.status} ${failure.operation} [${failure.role}] ${failure.kind}: ${failure.problem}\n    ${failure.repro}`),
      'answers to valid requests, by operation (all roles):',
      ...Object.entries(this.validAnswers).map(([operation, answers]) => `    ${operation}: ${counts(answers)}`),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  }

  summary({ name, seed, operations, roles, seconds, built, logFile }: { name: string; seed: string; operations: number; roles: number; seconds: number; built: string[]; logFile: string }): string {
    const slowest = [...this.milliseconds].sort((a, b) => b[1] - a[1]).slice(0, 5);
    const lines = [
      `fuzz ${name}: seed ${JSON.stringify(seed)} (FUZZ_SEED=${seed} repeats it), ${this.requests} requests over ${operations} operations × ${roles} roles in ${seconds.toFixed(1)} s`,
      `statuses: ${counts(this.statuses)}`,
      `slowest operations: ${slowest.map(([operation, ms]) => `${operation} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    ];
    const never = this.neverSucceeded(built);
    if (never.length > 0) lines.push(`built operations without a 2xx to a valid request: ${never.join(', ')}`);
    if (this.ungenerated.size > 0) lines.push(`operations the generator could not always make a valid request for: ${[...this.ungenerated].join(', ')}`);
    if (this.refusedValid.size > 0) {
      lines.push(`valid-by-schema requests refused with 400: ${[...this.refusedValid].map(([message, count]) => `${message} (×${count})`).join('; ')}`);
    }
    if (this.failures.length === 0) return lines.join('\n');

    const groups = new Map<string, Failure[]>();
    for (const failure of this.failures) {
      const key = [failure.category, failure.status, failure.operation, kindClass(failure.kind), normalize(failure.problem)].join(' | ');
      groups.set(key, [...(groups.get(key) ?? []), failure]);
    }
    lines.push(
      `${this.failures.length} failures in ${groups.size} groups (every failure with its repro, and the answers to valid requests: ${logFile})`,
      `one operation again: FUZZ_SEED=${seed} FUZZ_OPS=<operationId> npx vitest run server/test/fuzz/${name}.test.ts`,
    );
    for (const [, members] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const first = members[0]!;
      const roles = [...new Set(members.map((member) => member.role))].join(', ');
      lines.push(`[${first.category}] ${first.status} ${first.operation} · ${kindClass(first.kind)} · ×${members.length} (${roles})`, `    ${first.problem}`);
      const shown = this.failures.length <= ALL_REPROS_UP_TO ? members : members.slice(0, REPROS_PER_GROUP);
      for (const member of shown) lines.push(`    repro: ${member.repro}`);
      if (shown.length < members.length) lines.push(`    … ${members.length - shown.length} more in the log file`);
    }
    return lines.join('\n');
  }
}

function counts(byStatus: Record<string, number>): string {
  return Object.entries(byStatus)
    .sort()
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

/** One line to repeat the request: method, URL, headers (the session's token named by role) and a body preview. */
function repro(options: InjectOptions, role: RoleName, token: string | undefined): string {
  const url = String(options.url);
  const headers = Object.entries((options.headers ?? {}) as Record<string, string>).map(
    ([name, value]) => `-H ${JSON.stringify(`${name}: ${token && value === `Bearer ${token}` ? `Bearer <${role} token>` : preview(value, 120, false)}`)}`,
  );
  const payload = options.payload as string | Buffer | undefined;
  const body = payload === undefined ? '' : ` --data ${bodyPreview(payload)}`;
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…(${url.length} chars)` : url} ${headers.join(' ')}${body}`;
}

function bodyPreview(payload: string | Buffer): string {
  const buffer = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const text = buffer.toString('utf8');
  const lossy = Buffer.compare(Buffer.from(text), buffer) !== 0;
  return `${preview(text, 200)}${lossy ? ' (invalid UTF-8 bytes shown as U+FFFD)' : ''}`;
}

/** The kind without its particular value (`query.page: boundary "1e30"` → `query.page: boundary`). */
function kindClass(kind: string): string {
  return kind.replace(/(: boundary).*/, '$1').replace(/\/\d+(?=\/|:)/g, '/#');
}

function normalize(problem: string): string {
  return problem.replace(/body ".*$/, '').replace(/\d{3,}/g, 'N').slice(0, 160);
}
