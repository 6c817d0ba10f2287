import type { FastifyInstance } from 'fastify';
import { plural } from '../format.js';
import { THRESHOLDS } from '../thresholds.js';
import type { Verdict } from '../types.js';
import { finding, grade, verdictOf } from './grade.js';

export interface StreamFigures {
  usersOnline: number;
  /** Admin presence streams (GET /user-presence) open on this instance. */
  presenceStreams: number;
  /** Per-user live event streams (GET /user/events) open on this instance. */
  userEventStreams: number;
  /** Instances share presence and events through PostgreSQL. */
  shared: boolean;
}

export function judgeStreams(figures: StreamFigures, limits = THRESHOLDS.streams): Verdict {
  const open = figures.presenceStreams + figures.userEventStreams;
  const status = grade(open, limits.openStreams);
  const scope = figures.shared ? 'shared with the other instances through PostgreSQL' : 'in this process';
  return verdictOf(
    finding(status, `${plural(open, 'event stream')} open on this instance (limit ${plural(status === 'down' ? limits.openStreams.down : limits.openStreams.degraded, 'stream')}).`),
    `${plural(open, 'event stream')} open, ${plural(figures.usersOnline, 'user')} online; presence ${scope}.`,
    { usersOnline: figures.usersOnline, presenceStreams: figures.presenceStreams, userEventStreams: figures.userEventStreams, shared: figures.shared },
  );
}

export function measureStreams(app: FastifyInstance): Promise<StreamFigures> {
  const presence = app.presence.counts;
  return Promise.resolve({
    usersOnline: presence.users,
    presenceStreams: presence.subscribers,
    userEventStreams: app.userEvents.subscribers,
    shared: app.db.engine === 'postgres',
  });
}
