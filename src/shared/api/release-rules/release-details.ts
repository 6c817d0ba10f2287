import type { components } from '../generated/openapi';

export type PreviousDistributor = components['schemas']['PreviousDistributor'];

/** Spec 1 §3 / spec 2 §9's other distributors, as people write them, and "Other". */
export const PREVIOUS_DISTRIBUTOR_LABELS = {
  distrokid: 'DistroKid',
  tunecore: 'TuneCore',
  cdbaby: 'CD Baby',
  unitedMasters: 'UnitedMasters',
  other: 'Other',
} as const satisfies Record<PreviousDistributor, string>;

export const PREVIOUS_DISTRIBUTORS = Object.keys(PREVIOUS_DISTRIBUTOR_LABELS) as [PreviousDistributor, ...PreviousDistributor[]];

/** The territory that stands for every country. */
export const WORLDWIDE = 'WORLD';

/** Where a release is sold unless the artist chooses countries: everywhere. */
export const RELEASE_TERRITORIES: readonly string[] = [WORLDWIDE];

export const isWorldwide = (territories: readonly string[]) => territories.length === 1 && territories[0] === WORLDWIDE;
