/** Names shared by the sealing plugin (build) and the gate (browser). */
export const SEALED_INDEX_ID = 'virtual:sealed-case-studies';
export const SEALED_STUDY_PREFIX = 'virtual:sealed-case-study/';
/** Additional authenticated data of the password verifier box. */
export const VERIFIER_CONTEXT = 'site-password-verifier';
export const VERIFIER_PLAINTEXT = 'unlocked';
