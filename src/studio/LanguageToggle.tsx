/** Switches the studio's labels between English and Indonesian. */
import { useContext } from 'react';
import { StudioLangContext, useStudioText } from './studio-texts';

export function LanguageToggle() {
  const t = useStudioText();
  const { lang, setLang } = useContext(StudioLangContext);
  return (
    <button type="button" className="studio-lang" data-testid="studio-lang" onClick={() => setLang(lang === 'en' ? 'id' : 'en')}>
      {t('language')}
    </button>
  );
}
