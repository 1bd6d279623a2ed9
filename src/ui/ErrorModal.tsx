/**
 * The error modal: title, text and one button from the catalogue (flows/errors.json): the context's
 * own entry when the request names one (A7), else the code's, else the generic entry.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { runActions } from '../runtime/actions';
import { $errorModal, modalClosed } from '../state/ui-model';
import { useErrorEntry } from './hooks/use-error-entry';
import { host } from './host';
import { useTexts } from './use-texts';

export function ErrorModal() {
  const modal = useUnit($errorModal);
  const { t } = useTexts();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The catalogue travels in its own chunk: the modal waits for it (a failed load shows the generic entry).
  const shown = useErrorEntry(modal ? modal.code : null, {
    ...(modal?.context ? { context: modal.context } : {}), ...(modal?.variant ? { variant: modal.variant } : {}),
  });
  // Focus once per modal shown, not on every render while it is open.
  const ready = shown !== null;
  useEffect(() => { if (modal && ready) buttonRef.current?.focus(); }, [modal, ready]);
  if (!modal || !shown) return null;
  const { code, entry } = shown;
  const onClick = () => {
    modalClosed();
    void runActions(host, modal.button ?? [entry.button.action], { errorCode: modal.code, ...(modal.params ? { params: modal.params } : {}) });
  };
  return (
    <div className="modal-root">
      <div className="modal-backdrop" onClick={() => modalClosed()} />
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="error-modal-title"
        data-testid="error-modal" data-code={code}>
        <h2 id="error-modal-title" className="modal__title">{t(entry.title)}</h2>
        <p className="modal__text">{t(entry.text, ...(modal.args ?? []).map((a) => (typeof a === 'string' ? a : t(a))))}</p>
        <button ref={buttonRef} type="button" className="btn btn--primary btn--block" data-testid="error-modal-button" onClick={onClick}>
          {t(entry.button.label)}
        </button>
      </div>
    </div>
  );
}
