import { useEffect, useState } from 'react';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { VerificationOpenOptions } from '../model/verification';
import type { NewArtistPath } from './steps';

// The verification flow (its model, the artist search, the platform login, the code boxes) is a
// chunk of its own: no page needs it for its first paint, and most visits never open it.
const verification = deferredModule(() => import(/* webpackChunkName: "verify-artist" */ './verification-entry'));

const arrivals = new Set<() => void>();

function withVerification(use: (module: Awaited<ReturnType<typeof verification.load>>) => void): void {
  verification.load().then(
    (module) => {
      for (const arrived of [...arrivals]) arrived();
      use(module);
    },
    (error: unknown) => console.error('The verification could not be loaded', error),
  );
}

/** Opens the artist verification modal (spec 2 §4), loading it first if need be. */
export function openVerification(options?: VerificationOpenOptions): void {
  withVerification((module) => module.verificationOpened(options));
}

/** Leads a user who is verified nowhere to verification, the first time on this device. */
export function offerVerification(): void {
  withVerification((module) => module.verificationOffered());
}

/**
 * Where the verification modal lives in a signed-in layout: mounted once the flow has been loaded
 * (it was opened or offered), and kept mounted from then on.
 */
export function VerificationModalSlot({ newArtist }: { newArtist?: NewArtistPath }) {
  const [wanted, setWanted] = useState(() => verification.get() !== undefined);
  useEffect(() => {
    const arrived = () => setWanted(true);
    arrivals.add(arrived);
    return () => {
      arrivals.delete(arrived);
    };
  }, []);
  const loaded = useDeferredModule(verification, wanted);
  return loaded ? <loaded.VerifyArtistModal newArtist={newArtist} /> : null;
}
