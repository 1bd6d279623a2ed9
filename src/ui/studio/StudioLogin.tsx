/** The only thing a visitor without a valid admin token sees. */
import { useState } from 'react';
import { LanguageToggle } from './LanguageToggle';
import { useStudioText } from './studio-texts';

export function StudioLogin({ refused, onToken }: { refused: boolean; onToken: (token: string) => void }) {
  const t = useStudioText();
  const [token, setToken] = useState('');
  return (
    <main className="studio-login" data-testid="studio-login">
      <h1>{t('loginTitle')} <LanguageToggle /></h1>
      {refused && <p className="studio-error" role="alert" data-testid="studio-refused">{t('refused')}</p>}
      <form onSubmit={(e) => { e.preventDefault(); if (token.trim()) onToken(token.trim()); }}>
        <label htmlFor="studio-token">{t('tokenLabel')}</label>
        <input id="studio-token" data-testid="studio-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
        <button type="submit" data-testid="studio-login-submit">{t('login')}</button>
      </form>
      <p className="studio-hint">{t('tokenHint')}</p>
    </main>
  );
}
