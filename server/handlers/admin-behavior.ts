import { behavioralAnalytics, readDayRange, userJourney } from '../behavior/index.js';
import type { Handlers } from './types.js';

/** Admin Analytics: the behavioural page and one user's journey (server/behavior). */
export const adminBehaviorHandlers = {
  async adminGetBehavioralAnalytics(request) {
    return behavioralAnalytics(this.db, readDayRange(request.query.from, request.query.to));
  },

  async adminGetUserJourney(request) {
    const { from, to, page = 1, limit = 25 } = request.query;
    return userJourney(this.db, request.params.userId, readDayRange(from, to), page, limit);
  },
} satisfies Handlers;
