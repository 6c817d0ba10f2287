import { COMPANY_GROUP_NAME, PRODUCT_NAME } from '../../src/shared/config/company.js';
import type { components } from '../generated/openapi.js';

export type Agreement = components['schemas']['Agreement'];
export type AgreementType = components['schemas']['AgreementType'];

/**
 * The agreements people accept (spec 2 §9), one home for their texts and current versions. A
 * changed text takes a new version (the date it takes effect): everyone who accepted an older one
 * is asked again once, the user agreement after signing in, the distribution agreement at the next
 * submission for review.
 */
export const AGREEMENTS: Readonly<Record<AgreementType, Agreement>> = {
  USER_AGREEMENT: {
    type: 'USER_AGREEMENT',
    version: '2026-11-01',
    title: 'User agreement',
    sections: [
      {
        heading: 'Using the product',
        paragraphs: [
          `${PRODUCT_NAME} is run by ${COMPANY_GROUP_NAME}. It shows your streaming figures and royalties and sends your releases to stores.`,
          'Use it only for music and data you are allowed to handle. Do not try to reach accounts, data or parts of the service that are not yours.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Give true details and keep your password to yourself. You are responsible for what is done with your account.',
          'We may suspend an account that breaks this agreement or the law. You can ask us to close your account at any time.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          'We keep the details you give us, your releases and the figures of the platforms you connect, to run the service for you.',
          'We record when you accept an agreement, with your IP address, as proof of your consent. We do not sell your data.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [`When this agreement changes, ${PRODUCT_NAME} shows you the new version and asks you to accept it before you go on.`],
      },
    ],
  },
  DISTRIBUTION_AGREEMENT: {
    type: 'DISTRIBUTION_AGREEMENT',
    version: '2026-11-01',
    title: 'Distribution agreement',
    sections: [
      {
        heading: 'What you allow us to do',
        paragraphs: [
          `You let ${COMPANY_GROUP_NAME} deliver the releases you send for review to the stores and streaming services you choose, and to make them available there in the territories you pick.`,
          'This permission is not exclusive: you keep your rights and may release your music elsewhere.',
        ],
      },
      {
        heading: 'What you promise',
        paragraphs: [
          'You own or control every right in the recordings, the compositions, the artwork and the names you send, or you have the permission of those who do.',
          'Nothing you send breaks anyone else’s rights. If a claim arises because this is not true, you are responsible for it.',
        ],
      },
      {
        heading: 'Payouts',
        paragraphs: ['We pass on what the stores pay for your releases, less our fee, and show every payment in your royalties. Payouts go to the account you name.'],
      },
      {
        heading: 'Takedown',
        paragraphs: [
          'You can ask us to take a release down at any time; the stores remove it within their usual times.',
          'We may take down a release that breaks this agreement, a store’s rules or the law, and tell you why.',
        ],
      },
    ],
  },
};

/** The agreements in the order people meet them (sign-up, then the first submission). */
export const AGREEMENT_TYPES: readonly AgreementType[] = ['USER_AGREEMENT', 'DISTRIBUTION_AGREEMENT'];

/** The current version of each agreement. */
export function currentVersion(type: AgreementType): string {
  return AGREEMENTS[type].version;
}
