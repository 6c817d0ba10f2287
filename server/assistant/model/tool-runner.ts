import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import type { AssistantTool } from '../tools/types.js';

/**
 * Runs the tools a model asks for: arguments are checked against the tool's own schema (defaults
 * filled in) first, and any failure goes back to the model as a result, never as an exception.
 */
export function createToolRunner(app: FastifyInstance, tools: readonly AssistantTool[]) {
  const ajv = new Ajv2020({ strict: false, useDefaults: true, allErrors: false });
  const validators = new Map<string, { tool: AssistantTool; validate: ValidateFunction }>(
    tools.map((tool) => [tool.name, { tool, validate: ajv.compile(tool.parameters) }]),
  );
  return async function runTool(name: string, rawArguments: string): Promise<unknown> {
    const entry = validators.get(name);
    if (!entry) return { error: `There is no tool called ${name}.` };
    let args: unknown;
    try {
      args = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
    } catch {
      return { error: 'The arguments are not valid JSON.' };
    }
    if (!entry.validate(args)) return { error: `Invalid arguments: ${ajv.errorsText(entry.validate.errors)}` };
    try {
      return await entry.tool.run(app, args as Record<string, unknown>);
    } catch (error) {
      app.log.warn({ err: error, tool: name }, 'assistant tool failed');
      return { error: 'The tool failed; say that this figure could not be read.' };
    }
  };
}
