/**
 * The toast: type, content and variant (WARNING by default); closes itself after toastMs. Its variant shows
 * as an icon and a title (messages.json `toast.title<Variant>`), so a warning does not read as a success.
 */
import { useUnit } from 'effector-react';
import { $toast, toastClosed } from '../state/ui-model';
import { useTexts } from './use-texts';

const VARIANTS = ['WARNING', 'ERROR', 'SUCCESS', 'INFO'] as const;
type Variant = (typeof VARIANTS)[number];
const variantOf = (v: string): Variant => VARIANTS.find((x) => x === v.toUpperCase()) ?? 'INFO';

/** One shape per variant: a triangle with "!", a circle with "×", a circle with a tick, a circle with "i". */
function ToastIcon({ variant }: { variant: Variant }) {
  return (
    <svg className="toast__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {variant === 'WARNING' ? <><path d="M12 3 2 20h20L12 3z" /><path d="M12 10v4" /><path d="M12 17.5v.01" /></>
        : <circle cx="12" cy="12" r="9.5" />}
      {variant === 'ERROR' && <path d="m8.5 8.5 7 7m0-7-7 7" />}
      {variant === 'SUCCESS' && <path d="m7.5 12.5 3 3 6-6.5" />}
      {variant === 'INFO' && <><path d="M12 11v5.5" /><path d="M12 7.5v.01" /></>}
    </svg>
  );
}

export function ToastView() {
  const toast = useUnit($toast);
  const { t, k } = useTexts();
  if (!toast) return null;
  const content = typeof toast.content === 'string' ? toast.content : t(toast.content);
  const variant = variantOf(toast.variant);
  const title = k(`toast.title${variant.charAt(0)}${variant.slice(1).toLowerCase()}`);
  return (
    <div className={`toast toast--${variant.toLowerCase()}`} role="alert" data-testid="toast"
      data-variant={toast.variant} data-type={toast.type}>
      <ToastIcon variant={variant} />
      <span className="toast__body">
        {title && <strong className="toast__title" data-testid="toast-title">{title}</strong>}
        <span className="toast__content" data-testid="toast-content">{content}</span>
      </span>
      <button type="button" className="toast__close" aria-label={k('button.close')} onClick={() => toastClosed()}>×</button>
    </div>
  );
}
