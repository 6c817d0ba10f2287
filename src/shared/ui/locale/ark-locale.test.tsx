import { useLocaleContext } from '@ark-ui/react/locale';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArkLocale } from './ark-locale';

function Direction() {
  return <p>{useLocaleContext().dir}</p>;
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('ArkLocale', () => {
  it("gives Ark UI the document's direction, and follows it when the settings change it", async () => {
    render(
      <ArkLocale>
        <Direction />
      </ArkLocale>,
    );
    expect(screen.getByText('ltr')).toBeInTheDocument();
    act(() => document.documentElement.setAttribute('dir', 'rtl'));
    expect(await screen.findByText('rtl')).toBeInTheDocument();
  });
});
