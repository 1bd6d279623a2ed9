/** The banner of a preview tab: this is not what visitors see; back to the draft, or leave preview. */
import { useUnit } from 'effector-react';
import { $preview } from '../state/preview-model';
import { useTexts } from './use-texts';

export function PreviewBanner() {
  const preview = useUnit($preview);
  const texts = useTexts();
  if (!preview) return null;
  return (
    <div className="preview-banner" role="status" data-testid="preview-banner">
      <span>{texts.k('preview.banner')}</span>
      <a href={preview.back} data-testid="preview-back">{texts.k('preview.back')}</a>
      <a href="?preview=0" data-testid="preview-leave">{texts.k('preview.leave')}</a>
    </div>
  );
}
