/**
 * One block's failure stays in its block: a widget whose code could not be fetched (a dropped
 * connection on a slow network, or a deploy that replaced the chunks under an open page) or that
 * failed to render says so in the customer's language with a "try again", and the rest of the screen,
 * the header and the footer stay. Without it React unmounts the whole app: a blank page.
 *
 * "Try again" reloads the page: the session (the order, what was typed) is kept in the browser's
 * storage, and a fresh page brings the current chunks; React keeps a failed lazy component failed.
 */
import { Component, type ReactNode } from 'react';
import { host } from './host';
import { LoadFailed } from './parts/LoadFailed';
import type { Texts } from './use-texts';

/** Each screen's blocks are its own (ScreenRenderer keys them by route): a failure ends with its screen. */
interface Props { texts: Texts; widget: string; children: ReactNode }
interface State { failed: boolean }

export class BlockBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The widget's name and the error's message only: no props, no state (personal data).
    console.warn(`[block ${this.props.widget}]`, error instanceof Error ? error.message : String(error));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed texts={this.props.texts} onRetry={host.reload} className="block-failed" testId="block-failed" retryTestId="block-retry" />;
  }
}
