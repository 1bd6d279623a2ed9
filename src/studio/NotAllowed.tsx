/** What an editor sees on a studio page their role may not use (a URL opened directly, a stale link). */
import { useStudio } from './studio-context';
import { useStudioText } from './studio-texts';

export function NotAllowed() {
  const t = useStudioText();
  const { who } = useStudio();
  return (
    <section className="studio-not-allowed" role="alert" data-testid="studio-not-allowed">
      <h2>{t('notAllowed')}</h2>
      <p>{t('notAllowedText')}</p>
      <p>{t('signedInAs')} {who.name} ({t(`role_${who.role}`)})</p>
    </section>
  );
}
