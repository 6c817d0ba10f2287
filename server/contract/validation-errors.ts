interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
  data?: unknown;
}

type MessagesByKeyword = Partial<Record<string, string>>;

/**
 * "body/email must match format "email"", naming the offending property or the allowed values;
 * or the contract's own message when the schema gives one in `x-messages` (keyword → message,
 * `required` also serving for a blank string).
 */
export function formatValidationErrors(errors: ValidationIssue[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const fromContract = contractMessage(error);
    if (fromContract !== undefined) return fromContract;
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'additionalProperties') message = `must NOT have the property '${String(error.params.additionalProperty)}'`;
    if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
      message = `must be one of ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
    }
    return `${dataVar}${error.instancePath} ${message}`;
  });
  return new Error(messages.join(', '));
}

function contractMessage(error: ValidationIssue): string | undefined {
  const parent = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
  if (error.keyword === 'required') {
    return messagesOf(parent?.properties?.[String(error.params.missingProperty)])?.required;
  }
  const messages = messagesOf(parent);
  if (messages === undefined) return undefined;
  if (typeof error.data === 'string' && error.data.trim() === '' && messages.required !== undefined) return messages.required;
  return messages[error.keyword];
}

function messagesOf(schema: unknown): MessagesByKeyword | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const messages = (schema as { 'x-messages'?: unknown })['x-messages'];
  return typeof messages === 'object' && messages !== null ? (messages as MessagesByKeyword) : undefined;
}
