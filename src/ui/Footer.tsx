/** Site footer from site.json. */
import { AppLink } from './AppLink';
import { useUnit } from 'effector-react';
import { $model } from '../state/definitions-model';
import { useTexts } from './use-texts';

export function Footer() {
  const { t } = useTexts();
  const site = useUnit($model).defs.site;
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__columns">
        {site.footer.columns.map((col, i) => (
          <section key={i} className="footer__col">
            <h2 className="footer__title">{t(col.title)}</h2>
            <ul className="footer__links">
              {col.links.map((link, j) => (
                <li key={j}>
                  <AppLink to={link.to} href={link.href} external={Boolean(link.href?.startsWith('http'))}>{t(link.label)}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer__copy">{t(site.footer.copyright)}</p>
    </footer>
  );
}
