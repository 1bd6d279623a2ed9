/** Signed-in layout: the document types and staff screens on the left, list or editor on the right. No shop nav/footer. */
import { useEffect } from 'react';
import { NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { DocumentEditor } from './DocumentEditor';
import { DocumentList } from './DocumentList';
import { useStudio } from './studio-context';
import { LanguageToggle } from './LanguageToggle';
import { RefundList } from './RefundList';
import { AccountList } from './AccountList';
import { NotAllowed } from './NotAllowed';
import { landingPath } from './studio-landing';
import { useStudioText } from './studio-texts';

/** `signedIn`: the form signed in just now, so the page asked for gives way to one the role may use. */
export function StudioShell({ signedIn }: { signedIn: boolean }) {
  const t = useStudioText();
  const { types, signOut, who } = useStudio();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Only on mount: a page opened later by hand still shows its refusal.
  useEffect(() => {
    const landing = signedIn ? landingPath(who.role, types, pathname) : null;
    if (landing) void navigate(landing, { replace: true });
  }, []);
  const staff = who.role !== 'marketer';
  const admin = who.role === 'admin';
  return (
    <div className="studio" data-testid="studio">
      <header className="studio__header">
        <strong>{t('title')}</strong>
        <span data-testid="studio-who">{t('signedInAs')} {who.name} ({t(`role_${who.role}`)})</span>
        <LanguageToggle />
        <button type="button" onClick={signOut} data-testid="studio-logout">{t('logout')}</button>
      </header>
      <nav className="studio__types" aria-label={t('types')} data-testid="studio-types">
        <h2>{t('types')}</h2>
        <ul>
          {types.map((t) => (
            <li key={t.name}>
              <NavLink to={`/studio/${encodeURIComponent(t.name)}`} data-testid={`studio-type-${t.name}`}>{t.title}</NavLink>
            </li>
          ))}
        </ul>
        {(staff || admin) && <h2>{t('staff')}</h2>}
        <ul>
          {staff && <li><NavLink to="/studio/refunds" data-testid="studio-nav-refunds">{t('refunds')}</NavLink></li>}
          {admin && <li><NavLink to="/studio/accounts" data-testid="studio-nav-accounts">{t('accounts')}</NavLink></li>}
        </ul>
      </nav>
      <section className="studio__main">
        <Routes>
          <Route path="/studio" element={<p>{t('pickType')}</p>} />
          <Route path="/studio/refunds" element={staff ? <RefundList /> : <NotAllowed />} />
          <Route path="/studio/accounts" element={admin ? <AccountList /> : <NotAllowed />} />
          <Route path="/studio/:type" element={<DocumentList />} />
          <Route path="/studio/:type/:docId" element={<DocumentEditor />} />
        </Routes>
      </section>
    </div>
  );
}
