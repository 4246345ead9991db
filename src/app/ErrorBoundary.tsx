import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of children that failed to load or render. */
export class ErrorBoundary extends Component<Props, { caught: { error: unknown } | null }> {
  state = { caught: null };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  render() {
    const { caught } = this.state as { caught: { error: unknown } | null };
    return caught ? this.props.fallback(caught.error) : this.props.children;
  }
}
