import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ErrorReportingStarter } from './error-reporting-starter';

const startErrorReporting = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/shared/lib/error-reporting', () => ({ startErrorReporting }));

it('starts error reporting once when mounted (after the first paint), rendering nothing', () => {
  const { container, rerender } = render(<ErrorReportingStarter />);
  rerender(<ErrorReportingStarter />);
  expect(startErrorReporting).toHaveBeenCalledTimes(1);
  expect(container).toBeEmptyDOMElement();
});
