import { signInClientOf } from '../accounts/sign-ins.js';
import { assertCurrentVersion, recordAcceptance, userAgreements } from '../agreements/acceptances.js';
import { AGREEMENT_TYPES, AGREEMENTS } from '../agreements/texts.js';
import type { Handlers } from './types.js';

export const agreementHandlers = {
  async listAgreements() {
    return { agreements: AGREEMENT_TYPES.map((type) => AGREEMENTS[type]) };
  },

  async getUserAgreements(request) {
    return userAgreements(this.db, request.caller!.userId);
  },

  async acceptAgreement(request, reply) {
    const { type, version } = request.body;
    assertCurrentVersion(type, version);
    await recordAcceptance(this.db, request.caller!.userId, type, version, signInClientOf(request));
    return reply.code(201).send(await userAgreements(this.db, request.caller!.userId));
  },
} satisfies Partial<Handlers>;
