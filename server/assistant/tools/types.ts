import type { FastifyInstance } from 'fastify';

/** A JSON Schema of a tool's parameters (an object schema), as chat-completions tools describe them. */
export interface ParameterSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties: false;
}

/**
 * A read-only question the assistant may ask of our data: a typed function and the JSON Schema of
 * its parameters. Both adapters use the same tools (the model through the schema, the embedded
 * default directly), so every figure either of them states comes from here.
 */
export interface AssistantTool<Args = Record<string, unknown>, Result = unknown> {
  name: string;
  description: string;
  parameters: ParameterSchema;
  run(app: FastifyInstance, args: Args): Promise<Result>;
}

/** Keeps a tool's own argument and result types while listing it among the others. */
export const defineTool = <Args, Result>(tool: AssistantTool<Args, Result>) => tool;
