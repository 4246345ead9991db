import { createContext, use, useReducer, type Dispatch, type ReactNode } from 'react';
import {
  initialStudyState,
  studyReducer,
  type StudyAction,
  type StudySection,
  type StudyState,
} from './studyMachine';

const StudyStateContext = createContext<StudyState | null>(null);
// Apart from the state, so what only reports (a picture, a section) renders nothing as it changes.
const StudyDispatchContext = createContext<Dispatch<StudyAction> | null>(null);

/**
 * The one state of an open study (see studyMachine.ts), for everything inside. React's own state
 * rather than an external store: a study mounts its sections in transitions, which an external
 * store's updates would force through at once.
 */
export function StudyStateProvider({
  sections,
  children,
}: {
  sections: readonly StudySection[];
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(studyReducer, sections, initialStudyState);
  return (
    <StudyDispatchContext value={dispatch}>
      <StudyStateContext value={state}>{children}</StudyStateContext>
    </StudyDispatchContext>
  );
}

/** The open study's state; only inside a StudyStateProvider. */
export function useStudyState(): StudyState {
  const state = use(StudyStateContext);
  if (!state) throw new Error('useStudyState outside a StudyStateProvider');
  return state;
}

/** What reports to the open study's state; only inside a StudyStateProvider. */
export function useStudyDispatch(): Dispatch<StudyAction> {
  const dispatch = use(StudyDispatchContext);
  if (!dispatch) throw new Error('useStudyDispatch outside a StudyStateProvider');
  return dispatch;
}
