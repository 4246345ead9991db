declare module 'virtual:sealed-case-studies' {
  import type { SealedBox } from './sealedBox';
  /** Base64 PBKDF2 salt, new on every build. */
  export const salt: string;
  export const iterations: number;
  export const verifier: SealedBox;
  /** One lazily loaded chunk per case study, keyed by slug; a later attempt fetches it afresh. */
  export const studies: Record<string, (attempt?: number) => Promise<{ default: SealedBox }>>;
}
