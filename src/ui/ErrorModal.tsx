/** The error modal: title, text and one button from flows/errors.json (unknown codes use 500). */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $errorModal, modalClosed } from '../state/ui-model';
import { actions } from './app-actions';
import { defs } from './defs';
import { useTexts } from './use-texts';

export function ErrorModal() {
  const modal = useUnit($errorModal);
  const { t } = useTexts();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (modal) buttonRef.current?.focus(); }, [modal]);
  if (!modal) return null;
  const entry = defs.errors.errors[String(modal.code)] ?? defs.errors.errors['500'];
  if (!entry) return null;
  const onClick = () => {
    const action = entry.button.action;
    modalClosed();
    void actions[action.do](action, { errorCode: modal.code });
  };
  return (
    <div className="modal-root">
      <div className="modal-backdrop" onClick={() => modalClosed()} />
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="error-modal-title"
        data-testid="error-modal" data-code={modal.code}>
        <h2 id="error-modal-title" className="modal__title">{t(entry.title)}</h2>
        <p className="modal__text">{t(entry.text)}</p>
        <button ref={buttonRef} type="button" className="btn btn--primary btn--block" data-testid="error-modal-button" onClick={onClick}>
          {t(entry.button.label)}
        </button>
      </div>
    </div>
  );
}
