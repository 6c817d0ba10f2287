// The process that holds the presence streams of `npm run bench:cluster` (StreamHolder in
// streams.ts starts it): `{open: tokens}`, `{report: since}` and `{close: true}` over IPC.
import { PresenceStreams } from './streams.js';

const origin = process.argv[2];
if (!origin || !process.send) throw new Error('Started by StreamHolder.open (streams.ts), with IPC.');
let streams: PresenceStreams | null = null;
process.on('message', (message: { open?: string[]; report?: number; close?: boolean }) => {
  if (message.open) {
    streams = new PresenceStreams(origin, message.open);
    void streams.open().then(() => process.send!(streams!.report(Date.now())));
  } else if (message.report !== undefined && streams) {
    process.send!(streams.report(message.report));
  } else if (message.close) {
    streams?.closeAll();
    process.disconnect();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
