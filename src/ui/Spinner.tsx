/** Loading indicator; the label comes from messages.json ui.common.loading. */
import { useTexts } from './use-texts';

export function Spinner({ inline = false }: { inline?: boolean }) {
  const { k } = useTexts();
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status" data-testid="spinner">
      <span className="spinner__dot" aria-hidden="true" />
      <span className="sr-only">{k('common.loading')}</span>
    </div>
  );
}
