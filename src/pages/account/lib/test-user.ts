import type { User } from '@/entities/session';

/** The signed-in user of the account page's tests. */
export const testUser: User = {
  _id: '65f0c0ffee00000000000001',
  email: 'ada@demo.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: '',
  photoURL: null,
  roles: [],
  artists: [],
  permissions: { isDistributed: false },
  isVerified: {},
  _artist: null,
};
