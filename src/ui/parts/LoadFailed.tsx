/** What could not be loaded says so, with a "try again": a list's read, a check, a block's code. */
import type { Texts } from '../use-texts';

interface Props {
  texts: Texts;
  onRetry: () => void;
  className: string;
  testId: string;
  retryTestId?: string;
  id?: string;
}

export function LoadFailed({ texts, onRetry, className, testId, retryTestId, id }: Props) {
  return (
    <div className={className} id={id} role="alert" data-testid={testId}>
      <p className="field__hint field__hint--error">{texts.k('common.loadFailed')}</p>
      <button type="button" className="btn btn--secondary" data-testid={retryTestId} onClick={onRetry}>{texts.k('button.retry')}</button>
    </div>
  );
}
