/** The error modal: title, text and one button from the catalogue (flows/errors.json; unknown codes show the generic entry). */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { runAction } from '../runtime/actions';
import { $model } from '../state/definitions-model';
import { $errorModal, modalClosed } from '../state/ui-model';
import { host } from './host';
import { useTexts } from './use-texts';

export function ErrorModal() {
  const [modal, model] = useUnit([$errorModal, $model]);
  const { t } = useTexts();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (modal) buttonRef.current?.focus(); }, [modal]);
  if (!modal) return null;
  const { code, entry } = model.errorEntry(modal.code);
  const onClick = () => {
    modalClosed();
    void runAction(host, entry.button.action, { errorCode: modal.code });
  };
  return (
    <div className="modal-root">
      <div className="modal-backdrop" onClick={() => modalClosed()} />
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="error-modal-title"
        data-testid="error-modal" data-code={code}>
        <h2 id="error-modal-title" className="modal__title">{t(entry.title)}</h2>
        <p className="modal__text">{t(entry.text)}</p>
        <button ref={buttonRef} type="button" className="btn btn--primary btn--block" data-testid="error-modal-button" onClick={onClick}>
          {t(entry.button.label)}
        </button>
      </div>
    </div>
  );
}
