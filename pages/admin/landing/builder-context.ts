import { createContext, useContext } from 'react';
import type { PublishState } from '../publish/use-publish.ts';

/** What the builder's own parts inside Puck (header, fields panel, add menu) share with the screen around it. */
export interface BuilderState {
  /** Says something to assistive technology (a block moved, added…), through a live region. */
  announce: (text: string) => void;
  publish: PublishState;
  runPublish: (intent: 'check' | 'publish') => void;
  /** Closes the report of the last Check or Publish. */
  dismissReport: () => void;
  /** The page has a file yet (a new page has none until it is published). */
  saved: boolean;
  openHistory: () => void;
}

/** The builder's shared state; set by LandingBuilder around Puck. */
export const BuilderContext = createContext<BuilderState | null>(null);

/** The builder's shared state, inside LandingBuilder. */
export function useBuilder(): BuilderState {
  const state = useContext(BuilderContext);
  if (!state) throw new Error('useBuilder outside LandingBuilder');
  return state;
}
