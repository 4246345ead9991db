declare module 'virtual:sealed-case-studies' {
  import type { SealedBox } from './sealedBox';
  /** Base64 PBKDF2 salt, new on every build. */
  export const salt: string;
  export const iterations: number;
  /** The content key wrapped for the password's key (base64). */
  export const wrappedForPassword: string;
  /** The content key wrapped for each share link's key, by the link's id (see `linkId`). */
  export const wrappedForLinks: Record<string, string>;
  /** One lazily loaded chunk per case study, keyed by slug; a later attempt fetches it afresh. */
  export const studies: Record<string, (attempt?: number) => Promise<{ default: SealedBox }>>;
}
