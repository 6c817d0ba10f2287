import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { RETURN_TO_PARAM, safeReturnTo } from '@/entities/session';
import { useSearchParams } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/shared/config';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', textAlign: 'center', alignItems: 'center' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' }),
  text: css({ color: 'fg.muted' }),
};

/** `/mobile`: for devices the product does not support yet; the visitor may continue anyway. */
export function MobileUnsupportedPage() {
  const [params] = useSearchParams();
  const continueTo = safeReturnTo(params.get(RETURN_TO_PARAM)) ?? '/';

  return (
    <section className={styles.root}>
      <title>{`Mobile devices are not supported yet · ${PRODUCT_NAME}`}</title>
      <h1 className={styles.title}>Mobile devices are not supported yet</h1>
      <p className={styles.text}>
        {PRODUCT_NAME} is built for larger screens. For the best experience with charts, catalogues and
        releases, open it on a computer or a tablet in landscape.
      </p>
      <p className={styles.text}>You can still continue on this device, but some pages may be hard to use.</p>
      <Link to={continueTo} className={button()}>
        Continue anyway
      </Link>
    </section>
  );
}
