import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Generated OpenAPI types are not hand-written code.
    ignores: ['**/generated/**'],
  },
]);
