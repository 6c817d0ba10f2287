import formatsModule from 'ajv-formats';

// ajv-formats is CommonJS: Node's ESM loader hands over module.exports, bundlers and tsc its default.
export const addFormats =
  (formatsModule as unknown as { default?: typeof formatsModule }).default ?? formatsModule;
