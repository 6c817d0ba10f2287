import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { artists, Narrow, type CatalogArtist } from '../catalog';
import { Avatar } from '../avatar';
import { Combobox, ComboboxItemText } from './combobox';

/** The caller searches (here: the names as typed); the combobox offers what was found. */
function ArtistSearch({ invalid, taken = [] }: { invalid?: boolean; taken?: readonly string[] }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CatalogArtist | null>(null);
  const found = artists.filter((artist) => artist.name.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <Narrow>
      <Combobox<CatalogArtist>
        label="Featured artist"
        placeholder="Search artists on Royalty Desk"
        items={found}
        itemToValue={(artist) => artist.id}
        itemToString={(artist) => artist.name}
        isItemDisabled={(artist) => taken.includes(artist.id)}
        renderItem={(artist) => (
          <>
            <Avatar name={artist.name} size="sm" />
            <ComboboxItemText hint={taken.includes(artist.id) ? 'Already on this release' : artist.listeners}>{artist.name}</ComboboxItemText>
          </>
        )}
        onInputValueChange={setText}
        onSelect={setPicked}
        status={`No artist named “${text}”`}
        invalid={invalid}
      />
      <p>{picked ? `Picked: ${picked.name}` : 'Nothing picked yet'}</p>
    </Narrow>
  );
}

const meta = {
  title: 'Kit/Combobox',
  component: ArtistSearch,
} satisfies Meta<typeof ArtistSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type “nova”, move with the arrow keys, pick with Enter. */
export const FindAnArtist: Story = {};

/** An artist already credited is offered, dimmed, and cannot be picked. */
export const WithUnavailable: Story = { args: { taken: ['a1'] } };

export const Invalid: Story = { args: { invalid: true } };
