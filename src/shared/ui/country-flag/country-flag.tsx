import { css } from 'styled-system/css';
import { flagOf, type CountryCode } from './flag-colours';

const swatch = css({ display: 'inline-block', flexShrink: '0', w: '5', h: '3.5', borderRadius: 'sm', outlineWidth: '1px', outlineStyle: 'solid', outlineColor: 'border.default' });

/**
 * A country's flag as stripes of its colours (no emoji, no image to fetch): a picture next to the
 * country's name, so hidden from assistive technology.
 */
export function CountryFlag({ code }: { code: CountryCode }) {
  const { direction, colours } = flagOf(code);
  const share = 1 / colours.length;
  return (
    <svg className={swatch} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false" data-flag={code}>
      {colours.map((colour, index) =>
        direction === 'horizontal' ? (
          <rect key={index} x="0" y={index * share} width="1" height={share + 0.01} fill={colour} />
        ) : (
          <rect key={index} x={index * share} y="0" width={share + 0.01} height="1" fill={colour} />
        ),
      )}
    </svg>
  );
}
