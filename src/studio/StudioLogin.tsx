/** The only thing a visitor who is not signed in sees: an editor's email and password, or the admin token. */
import { useState } from 'react';
import { LanguageToggle } from './LanguageToggle';
import { useStudioText } from './studio-texts';

interface Props {
  /** Why the last sign-in failed, in the studio's language (the server's words). */
  error: string | null;
  tokenRefused: boolean;
  onPassword(email: string, password: string): void;
  onToken(token: string): void;
}

export function StudioLogin({ error, tokenRefused, onPassword, onToken }: Props) {
  const t = useStudioText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  return (
    <main className="studio-login" data-testid="studio-login">
      <h1>{t('loginTitle')} <LanguageToggle /></h1>
      {error && <p className="studio-error" role="alert" data-testid="studio-login-error">{error}</p>}
      <form onSubmit={(e) => { e.preventDefault(); if (email.trim() && password) onPassword(email.trim(), password); }}>
        <label htmlFor="studio-email">{t('email')}</label>
        <input id="studio-email" data-testid="studio-email" type="email" autoComplete="username" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="studio-password">{t('password')}</label>
        <input id="studio-password" data-testid="studio-password" type="password" autoComplete="current-password" maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" className="studio-primary" data-testid="studio-signin">{t('login')}</button>
      </form>
      <section className="studio-login__token" aria-labelledby="studio-token-title">
        <h2 id="studio-token-title">{t('withToken')}</h2>
        {tokenRefused && <p className="studio-error" role="alert" data-testid="studio-refused">{t('refused')}</p>}
        <form onSubmit={(e) => { e.preventDefault(); if (token.trim()) onToken(token.trim()); }}>
          <label htmlFor="studio-token">{t('tokenLabel')}</label>
          <input id="studio-token" data-testid="studio-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
          <button type="submit" data-testid="studio-login-submit">{t('login')}</button>
        </form>
        <p className="studio-hint">{t('tokenHint')}</p>
      </section>
    </main>
  );
}
