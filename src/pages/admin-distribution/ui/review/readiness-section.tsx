import { css } from 'styled-system/css';
import { deliveryReadiness, missingFieldLabel, type Release, type ReleaseFieldError } from '@/entities/release';
import { isReleaseRuleCode, RELEASE_RULES } from '@/shared/api';
import { ReviewSection, sectionStyles } from './section';

const styles = {
  met: css({ textStyle: 'sm', color: 'success.fg', fontWeight: 'medium' }),
  rules: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', pt: '2', '& > li': { display: 'flex', gap: '1.5' } }),
  pass: css({ color: 'success.fg', fontWeight: 'bold' }),
  fail: css({ color: 'danger.fg', fontWeight: 'bold' }),
  summary: css({ cursor: 'pointer', textStyle: 'sm', fontWeight: 'medium', w: 'fit' }),
  hidden: css({ srOnly: true }),
};

/** Who fixes it: the team under Identifiers, the artist on their edit page otherwise. */
function FixedBy({ entry }: { entry: ReleaseFieldError }) {
  if (isReleaseRuleCode(entry.code) && RELEASE_RULES[entry.code].fix.place === 'moderator') {
    return (
      <a href="#review-identifiers" className={sectionStyles.link}>
        Assign under Identifiers
      </a>
    );
  }
  return <span className={sectionStyles.muted}>(the artist’s to fix)</span>;
}

/** The release rules (shared with the artist's checklist and the server) and what breaks them. */
export function ReadinessSection({ release }: { release: Release }) {
  const { broken, rules } = deliveryReadiness(release);
  const held = rules.filter((rule) => rule.broken.length === 0).length;
  return (
    <ReviewSection id="review-readiness" title="Store rules">
      {broken.length === 0 ? (
        <p className={styles.met}>Everything the stores need is there: all {rules.length} rules are met.</p>
      ) : (
        <>
          <p className={sectionStyles.muted}>
            {held} of {rules.length} rules met. {broken.length === 1 ? 'One thing stops delivery:' : `${broken.length} things stop delivery:`}
          </p>
          <ul className={sectionStyles.list} aria-label="What stops delivery">
            {broken.map((entry) => (
              <li key={`${entry.field}-${entry.code ?? ''}-${entry.message}`}>
                <strong>{missingFieldLabel(entry.field)}</strong>: {entry.message} <FixedBy entry={entry} />
              </li>
            ))}
          </ul>
        </>
      )}
      <details>
        <summary className={styles.summary}>Every rule ({rules.length})</summary>
        <ul className={styles.rules} aria-label="Every rule">
          {rules.map((rule) => (
            <li key={rule.code}>
              <span aria-hidden className={rule.broken.length === 0 ? styles.pass : styles.fail}>
                {rule.broken.length === 0 ? '✓' : '✗'}
              </span>
              <span>
                <span className={styles.hidden}>{rule.broken.length === 0 ? 'Met: ' : 'Broken: '}</span>
                {rule.title}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </ReviewSection>
  );
}
