import { useUnit } from 'effector-react';
import { COVER_RULE_HINTS } from '@/entities/release';
import { $cover, $fields } from '../model/wizard';
import { useObjectUrl } from './use-object-url';
import { wizardStyles as styles } from './wizard-styles';

/** Step 1: the cover with its title, and the cover rules to confirm (Reading B). */
export function ConfirmStep() {
  const [cover, fields] = useUnit([$cover, $fields]);
  const preview = useObjectUrl(cover);
  return (
    <div className={styles.confirm}>
      <figure>
        {preview ? <img src={preview} alt={`Cover art of ${fields.title}`} className={styles.confirmCover} /> : <div className={styles.confirmCover} />}
        <figcaption className={styles.confirmTitle}>{fields.title}</figcaption>
      </figure>
      <div className={styles.step}>
        <p className={styles.lead}>Stores refuse artwork that breaks their rules. Your cover art must be:</p>
        <ul className={styles.rules}>
          {COVER_RULE_HINTS.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
