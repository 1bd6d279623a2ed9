/** The toast: type, content and variant (WARNING by default); closes itself after toastMs. */
import { useUnit } from 'effector-react';
import { $toast, toastClosed } from '../state/ui-model';
import { useTexts } from './use-texts';

export function ToastView() {
  const toast = useUnit($toast);
  const { t, k } = useTexts();
  if (!toast) return null;
  const content = typeof toast.content === 'string' ? toast.content : t(toast.content);
  return (
    <div className={`toast toast--${toast.variant.toLowerCase()}`} role="alert" data-testid="toast"
      data-variant={toast.variant} data-type={toast.type}>
      <span className="toast__content">{content}</span>
      <button type="button" className="toast__close" aria-label={k('button.close')} onClick={() => toastClosed()}>×</button>
    </div>
  );
}
