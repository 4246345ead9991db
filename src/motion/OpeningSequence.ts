import { createContext, useContext } from 'react';

/**
 * True inside content that opens in place of something else, such as a case study replacing its
 * gate: its blocks are armed as they mount, and those on screen reveal as one sequence.
 */
export const OpeningSequence = createContext(false);

export const useOpeningSequence = () => useContext(OpeningSequence);
