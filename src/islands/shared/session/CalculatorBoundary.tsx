/**
 * Around every calculator island: if anything in it fails while rendering (say a saved
 * calculation from an edited file that the page cannot show), the visitor gets a plain
 * message and a 'Start again' button instead of a blank page. Start again forgets what
 * the calculator remembered for this tab and any calculation waiting to load, then
 * draws the calculator afresh.
 *
 * A calculator's island is `withCalculatorBoundary(island, Calculator)`.
 */
import { Component, Fragment, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { PENDING_LOAD_KEY } from '~/stores/pending-load';
import { sharedSessionMessages } from '~/i18n/en/shared';
import { forget, type RememberingIsland } from './calculator-session';

export interface CalculatorBoundaryProps {
  island: RememberingIsland;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

export default class CalculatorBoundary extends Component<CalculatorBoundaryProps, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The calculator stopped working', error, info.componentStack);
  }

  private startAgain = () => {
    forget(this.props.island);
    try {
      window.sessionStorage.removeItem(PENDING_LOAD_KEY);
    } catch {
      // Blocked storage: nothing was waiting there either.
    }
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const t = sharedSessionMessages.get();
    return (
      <div role="alert" className="mt-8 max-w-2xl rounded-lg border-l-8 border-danger-600 bg-danger-50 p-5">
        <h2 className="text-xl font-bold text-slate-900">{t.failedTitle}</h2>
        <p className="mt-2 text-slate-900">{t.failedText}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={this.startAgain}>
          {t.startAgain}
        </button>
      </div>
    );
  }
}

/** `Calculator` drawn inside a CalculatorBoundary for `island`: what a calculator's island exports. */
export function withCalculatorBoundary<Props extends object>(island: RememberingIsland, Calculator: ComponentType<Props>): (props: Props) => ReactNode {
  return function BoundedCalculator(props: Props) {
    return (
      <CalculatorBoundary island={island}>
        <Calculator {...props} />
      </CalculatorBoundary>
    );
  };
}
