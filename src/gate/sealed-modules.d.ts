declare module 'virtual:sealed-case-studies' {
  import type { SealedBox } from './sealedBox';
  /** Base64 PBKDF2 salt, new on every build. */
  export const salt: string;
  export const iterations: number;
  export const verifier: SealedBox;
  /** One lazily loaded chunk per case study, keyed by slug. */
  export const studies: Record<string, () => Promise<{ default: SealedBox }>>;
}
