import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { type Contract, resolveRef } from '../contract/document.js';
import { addFormats } from '../contract/ajv-formats.js';
import { HttpError } from '../http/errors.js';
import { formatValidationErrors } from '../contract/validation-errors.js';
import type { ReleaseDraft } from './release-types.js';

const NUMBER_FIELDS = new Set(['duration', 'clipStartTime', 'clipEndTime', 'albumPrice']);
/** Parts that carry JSON: arrays of objects and the stored-audio object. */
const JSON_FIELDS = new Set(['tracks', 'artists', 'contributors', 'audio']);
const BOOLEAN_FIELDS = new Set(['previouslyReleased']);

export const FORM_MESSAGES = {
  notJson: (field: string) => `body/${field} must be JSON.`,
} as const;

const validators = new WeakMap<Contract, ValidateFunction>();
const commaLists = new WeakMap<Contract, ReadonlySet<string>>();

/** Fields of the form that are arrays of plain strings: the app sends them joined by commas (spec 2 §7). */
function commaListFields(contract: Contract): ReadonlySet<string> {
  let fields = commaLists.get(contract);
  if (!fields) {
    const form = resolveRef(contract.document, { $ref: '#/components/schemas/ReleaseDraftForm' }) as { properties?: Record<string, unknown> };
    fields = new Set(
      Object.entries(form.properties ?? {})
        .filter(([, schema]) => {
          const resolved = resolveRef(contract.document, schema) as { type?: unknown; items?: unknown };
          return resolved.type === 'array' && (resolveRef(contract.document, resolved.items) as { type?: unknown } | undefined)?.type === 'string';
        })
        .map(([name]) => name),
    );
    commaLists.set(contract, fields);
  }
  return fields;
}

/** The contract's ReleaseDraft schema, compiled once per contract (JSON bodies get theirs from the router). */
function draftValidator(contract: Contract): ValidateFunction {
  let validate = validators.get(contract);
  if (!validate) {
    const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(contract.document, 'release-form.json');
    validate = ajv.compile({ $ref: 'release-form.json#/components/schemas/ReleaseDraft' });
    validators.set(contract, validate);
  }
  return validate;
}

/**
 * The text parts of a release form (spec 2 §7) as a ReleaseDraft: blank parts are left out,
 * numbers are read from text, JSON parts parsed, comma-joined lists split; then checked against
 * the contract's ReleaseDraft like a JSON body (400 naming the first problem).
 */
export function draftFromForm(contract: Contract, fields: ReadonlyMap<string, string>): ReleaseDraft {
  const draft: Record<string, unknown> = {};
  const lists = commaListFields(contract);
  for (const [name, text] of fields) {
    if (text.trim() === '') continue;
    if (JSON_FIELDS.has(name)) {
      try {
        draft[name] = JSON.parse(text);
      } catch {
        throw new HttpError(400, FORM_MESSAGES.notJson(name));
      }
    } else if (NUMBER_FIELDS.has(name)) {
      draft[name] = /^\s*-?[0-9]+(\.[0-9]+)?\s*$/.test(text) ? Number(text) : text;
    } else if (BOOLEAN_FIELDS.has(name)) {
      draft[name] = text === 'true' ? true : text === 'false' ? false : text;
    } else if (lists.has(name)) {
      draft[name] = text.split(',').map((item) => item.trim()).filter(Boolean);
    } else {
      draft[name] = text;
    }
  }
  if (Object.keys(draft).length === 0) return {} as ReleaseDraft;
  const validate = draftValidator(contract);
  if (!validate(draft)) throw new HttpError(400, formatValidationErrors(validate.errors as never, 'body').message);
  return draft as ReleaseDraft;
}
