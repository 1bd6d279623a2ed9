/**
 * A button whose action cannot be undone from the form (discard a draft, restore an old revision): it
 * asks first, in a modal <dialog> (focus moves into it, Escape cancels), in the studio's language.
 */
import { useRef, type ReactNode } from 'react';
import { useStudioText } from './studio-texts';

interface Props {
  testId: string;
  question: string;
  disabled?: boolean;
  onConfirm(): void;
  children: ReactNode;
}

export function ConfirmButton({ testId, question, disabled, onConfirm, children }: Props) {
  const t = useStudioText();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" disabled={disabled} data-testid={testId} onClick={() => dialog.current?.showModal()}>{children}</button>
      <dialog ref={dialog} className="studio-confirm" data-testid="studio-confirm" aria-label={question}>
        <p>{question}</p>
        <div className="studio-actions">
          <button type="button" className="studio-primary" data-testid="studio-confirm-yes" onClick={() => { close(); onConfirm(); }}>{t('confirmYes')}</button>
          <button type="button" data-testid="studio-confirm-no" autoFocus onClick={close}>{t('confirmNo')}</button>
        </div>
      </dialog>
    </>
  );
}
