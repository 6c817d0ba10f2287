import { ReleaseDatesForm, type ReleaseEditor } from '@/features/edit-release';
import { listStyles } from './entry-list';
import { frameStyles } from './release-edit-frame';

/** Spec 2 §9's streaming platforms: where a release is delivered. */
const STORES = ['Spotify', 'Apple Music', 'Amazon Music', 'Youtube Music', 'Tidal', 'SoundCloud', 'Deezer'];

export function DatesPanel({ editor }: { editor: ReleaseEditor }) {
  return (
    <section className={frameStyles.panel} aria-labelledby="release-dates-title">
      <h2 id="release-dates-title" className={frameStyles.panelTitle}>
        Stores and dates
      </h2>
      <p className={listStyles.meta}>Once approved, the release is delivered to {STORES.join(', ')}.</p>
      <ReleaseDatesForm key={editor.release._id} editor={editor} />
    </section>
  );
}
