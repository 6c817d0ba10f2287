import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Release } from '@/entities/release';
import { savedValues, type DraftChanges } from '../lib/draft-changes';
import { makeReleaseFixture } from '../testing/release-fixture';
import { ReleaseDatesForm } from './dates-form';
import { ReleaseTerritoriesForm } from './territories-form';
import type { ReleaseEditor } from './use-release-editor';

/** The editor as the page gives it, its changes kept in state and recorded. */
function Harness({
  release,
  onChange,
  form,
  fieldErrors = {},
}: {
  release: Release;
  onChange: (changes: DraftChanges) => void;
  form: 'dates' | 'territories';
  fieldErrors?: Record<string, string>;
}) {
  const [pending, setPending] = useState<DraftChanges>({});
  const editor: ReleaseEditor = {
    release,
    values: { ...savedValues(release), ...pending } as Required<DraftChanges>,
    editable: true,
    saveState: 'saved',
    saveError: null,
    fieldErrors,
    change: (changes) => {
      onChange(changes);
      setPending((current) => ({ ...current, ...changes }));
    },
    flush: () => undefined,
    showFieldErrors: () => undefined,
  };
  return form === 'dates' ? <ReleaseDatesForm editor={editor} /> : <ReleaseTerritoriesForm editor={editor} />;
}

const lastTerritories = (change: ReturnType<typeof vi.fn>) =>
  change.mock.calls.map(([changes]) => (changes as DraftChanges).territories).filter(Boolean).at(-1);

describe('territories', () => {
  it('sells worldwide until countries are chosen from the searchable list, each with its flag', async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<Harness release={makeReleaseFixture()} onChange={change} form="territories" />);
    expect(screen.getByRole('radio', { name: 'Worldwide' })).toBeChecked();
    expect(screen.queryByRole('searchbox', { name: 'Search countries' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Chosen countries' }));
    const search = await screen.findByRole('searchbox', { name: 'Search countries' });
    expect(screen.getByText('Choose at least one country, or sell worldwide.')).toBeInTheDocument();
    expect(lastTerritories(change)).toBeUndefined();

    await user.type(search, 'Nor');
    const countries = screen.getByRole('list', { name: 'Countries' });
    expect(within(countries).queryByLabelText('Sweden')).not.toBeInTheDocument();
    await user.click(within(countries).getByLabelText('Norway'));
    expect(lastTerritories(change)).toEqual(['NO']);
    expect(countries.querySelector('[data-flag="NO"] rect')).toHaveAttribute('fill', '#BA0C2F');

    await user.clear(search);
    await user.type(search, 'swe');
    await user.click(within(countries).getByLabelText('Sweden'));
    expect(lastTerritories(change)).toEqual(['NO', 'SE']);
    expect(screen.getByText('2 chosen: Norway, Sweden')).toBeInTheDocument();
  }, 15_000);

  it('lets a country go, and goes back to worldwide', async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<Harness release={makeReleaseFixture({ territories: ['NO', 'SE'] })} onChange={change} form="territories" />);
    await user.click(await screen.findByLabelText('Sweden'));
    expect(lastTerritories(change)).toEqual(['NO']);
    await user.click(screen.getByRole('radio', { name: 'Worldwide' }));
    expect(lastTerritories(change)).toEqual(['WORLD']);
  });

  it('opens on the countries a release is sold in, a search keeping them chosen', async () => {
    const view = render(<Harness release={makeReleaseFixture({ territories: ['SE', 'NO'] })} onChange={vi.fn()} form="territories" />);
    expect(screen.getByRole('radio', { name: 'Chosen countries' })).toBeChecked();
    expect(await screen.findByLabelText('Norway')).toBeChecked();
    expect(screen.getByLabelText('Sweden')).toBeChecked();
    expect(screen.queryByLabelText('Denmark')).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search countries' }), 'den');
    expect(screen.getByLabelText('Denmark')).not.toBeChecked();
    const form = view.container.querySelector('form')!;
    expect(new FormData(form).getAll('territories')).toEqual(['NO', 'SE']);
  });
});

describe('territories refused by the server', () => {
  it('shows the message on the country list, linked to each country', async () => {
    const message = 'Choose countries the stores sell in.';
    render(<Harness release={makeReleaseFixture({ territories: ['NO'] })} onChange={vi.fn()} form="territories" fieldErrors={{ territories: message }} />);
    const norway = await screen.findByLabelText('Norway');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(norway).toHaveAttribute('aria-invalid', 'true');
    expect(norway).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  });
});

describe('previously released', () => {
  it('asks a release that was out before for its previous distributor (the server forgets it once the box is unticked)', async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<Harness release={makeReleaseFixture()} onChange={change} form="dates" />);
    expect(screen.queryByRole('combobox', { name: /Previous distributor/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Previously released' }));
    expect(change).toHaveBeenLastCalledWith(expect.objectContaining({ previouslyReleased: true, previousDistributor: null }));
    const distributor = screen.getByRole('combobox', { name: /Previous distributor/ });
    expect(within(distributor).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a distributor',
      'DistroKid',
      'TuneCore',
      'CD Baby',
      'UnitedMasters',
      'Other',
    ]);
    await user.selectOptions(distributor, 'CD Baby');
    expect(change).toHaveBeenLastCalledWith(expect.objectContaining({ previouslyReleased: true, previousDistributor: 'cdbaby' }));
    await user.click(screen.getByRole('checkbox', { name: 'Previously released' }));
    expect(change).toHaveBeenLastCalledWith(expect.objectContaining({ previouslyReleased: false }));
    expect(screen.queryByRole('combobox', { name: /Previous distributor/ })).not.toBeInTheDocument();
  });
});

describe('dates', () => {
  it('asks for a pre-order date before the release date (the wizard’s rule, from the one release schema)', async () => {
    const user = userEvent.setup();
    render(<Harness release={makeReleaseFixture({ releaseDate: '2026-12-04T12:00:00.000Z' })} onChange={vi.fn()} form="dates" />);
    const preOrder = screen.getByRole('textbox', { name: /Pre-Order Date/ });
    await user.type(preOrder, '12/05/2026');
    expect(await screen.findByText('The pre-order date must be before the release date.')).toBeInTheDocument();
    await user.clear(preOrder);
    await user.type(preOrder, '12/01/2026');
    expect(screen.queryByText('The pre-order date must be before the release date.')).not.toBeInTheDocument();
  });
});
