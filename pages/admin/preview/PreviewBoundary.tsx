import { Component, type ReactNode } from 'react';
import { adminMessages } from '../messages.ts';
import { PreviewNote } from './PreviewNote.tsx';

/** Props of {@link PreviewBoundary}. */
export interface PreviewBoundaryProps {
  children: ReactNode;
}

/**
 * A block whose section throws on half-typed values shows why in its place,
 * instead of taking the whole preview down; its parent keys it by its values,
 * so the next change renders it afresh.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, { error?: string }> {
  state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <PreviewNote>{adminMessages.builder.cannotPreview(this.state.error)}</PreviewNote>;
  }
}
