import { PLATFORMS } from '../config/artist-config';
import { platformLabel } from '../config/labels';

export type PlatformFilter = (typeof PLATFORMS)[number];

export interface PlatformSelectProps {
  className?: string;
  value: PlatformFilter | undefined;
  /** `undefined` for "All platforms". */
  onChange: (platform: PlatformFilter | undefined) => void;
}

/** A platform filter: "All platforms" or one of the streaming platforms. */
export function PlatformSelect({ className, value, onChange }: PlatformSelectProps) {
  return (
    <select className={className} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as PlatformFilter | undefined)}>
      <option value="">All platforms</option>
      {PLATFORMS.map((platform) => (
        <option key={platform} value={platform}>
          {platformLabel(platform)}
        </option>
      ))}
    </select>
  );
}
