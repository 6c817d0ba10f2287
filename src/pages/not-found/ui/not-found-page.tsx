import { css } from 'styled-system/css';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center' }),
  code: css({ fontSize: '5xl', fontWeight: 'bold', color: 'fg.subtle', lineHeight: 'none' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  text: css({ color: 'fg.muted' }),
  link: css({ color: 'accent.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
};

/** `/404`: every unknown path is redirected here. */
export function NotFoundPage() {
  return (
    <section className={styles.root}>
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has been moved.</p>
      <Link className={styles.link} to="/">
        Go to home
      </Link>
    </section>
  );
}
