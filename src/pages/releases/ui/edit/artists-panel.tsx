import { useState, type ReactNode } from 'react';
import { AddReleaseArtistSlot, ARTIST_DIALOG_TITLES, preloadAddReleaseArtist, type ArtistDialogKind } from '@/features/add-release-artist';
import { CONTRIBUTOR_ROLE_LABELS, type ReleaseArtist, type ReleaseContributor } from '@/entities/release';
import type { ReleaseEditor } from '@/features/edit-release';
import { Avatar, Button, FormMessage } from '@/shared/ui';
import { EntryList, listStyles } from './entry-list';
import { frameStyles } from './release-edit-frame';

const platformsLine = (entry: ReleaseArtist | ReleaseContributor) =>
  [`Spotify: ${entry.spotifyId ?? 'new profile'}`, `Apple Music: ${entry.appleId ?? 'new profile'}`].join(' · ');

function EntryRow({ entry, role }: { entry: ReleaseArtist | ReleaseContributor; role?: string }) {
  return (
    <>
      <Avatar src={entry.artist?.image ?? null} name={entry.name} size="sm" />
      <div className={listStyles.text}>
        <div className={listStyles.name}>
          {entry.name}
          {role && ` · ${role}`}
        </div>
        <div className={listStyles.meta}>{platformsLine(entry)}</div>
      </div>
    </>
  );
}

interface EntrySectionProps<Entry extends ReleaseArtist | ReleaseContributor> {
  heading: ReactNode;
  /** The button opening the dialog that adds one (none when read-only). */
  opener: ReactNode;
  error: string | undefined;
  items: Entry[];
  roleOf?: (entry: Entry) => string;
  onChange: (next: Entry[]) => void;
  editable: boolean;
  empty: string;
}

/** One list of the panel: its heading and add button, the server's message, and the entries. */
function EntrySection<Entry extends ReleaseArtist | ReleaseContributor>({ heading, opener, error, items, roleOf, onChange, editable, empty }: EntrySectionProps<Entry>) {
  return (
    <>
      <div className={listStyles.sectionHead}>
        {heading}
        {opener}
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <EntryList items={items} nameOf={(entry) => entry.name} render={(entry) => <EntryRow entry={entry} role={roleOf?.(entry)} />} onChange={onChange} editable={editable} empty={empty} />
    </>
  );
}

/** The release's primary artists and its additional contributors (spec 2 §2 dialogs). */
export function ArtistsPanel({ editor }: { editor: ReleaseEditor }) {
  const { values, editable, change, fieldErrors } = editor;
  const [dialog, setDialog] = useState<ArtistDialogKind | null>(null);
  const artists = values.artists ?? [];
  const contributors = values.contributors ?? [];
  const everyone = [...artists, ...contributors];
  const opener = (kind: ArtistDialogKind) => (
    <Button size="sm" onClick={() => setDialog(kind)} onPointerEnter={preloadAddReleaseArtist} onFocus={preloadAddReleaseArtist}>
      {ARTIST_DIALOG_TITLES[kind]}
    </Button>
  );
  return (
    <section className={frameStyles.panel} aria-labelledby="release-artists-title">
      <EntrySection
        heading={
          <h2 id="release-artists-title" className={frameStyles.panelTitle}>
            Primary artists
          </h2>
        }
        opener={editable && opener('primary')}
        error={fieldErrors.artists}
        items={artists}
        onChange={(next) => change({ artists: next })}
        editable={editable}
        empty="No primary artist yet: a release needs at least one."
      />
      <EntrySection
        heading={<h2 className={listStyles.sectionTitle}>Additional contributors</h2>}
        opener={editable && opener('contributor')}
        error={fieldErrors.contributors}
        items={contributors}
        roleOf={(entry) => CONTRIBUTOR_ROLE_LABELS[entry.role]}
        onChange={(next) => change({ contributors: next })}
        editable={editable}
        empty="No featured artists, producers or remixers."
      />
      <AddReleaseArtistSlot
        kind={dialog ?? 'primary'}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        existing={everyone}
        onAdd={(entry) =>
          dialog === 'contributor'
            ? change({ contributors: [...contributors, entry as ReleaseContributor] })
            : change({ artists: [...artists, entry as ReleaseArtist] })
        }
      />
    </section>
  );
}
