/**
 * What an outside-service adapter (delivery partner, copyright scan) says about itself when the
 * service health asks. A leaf module: adapters import it without importing the health checks.
 */
export interface AdapterHealth {
  /** `sandbox` for the embedded default, `live` for a real service. */
  mode: 'sandbox' | 'live';
  /** Whether the adapter can work now (its folder is writable, its service answers). */
  reachable: boolean;
  /** One plain sentence: what it is and, when it cannot work, why. */
  message: string;
  /** The adapter's own figures. */
  details?: Record<string, string | number | boolean | null>;
}
