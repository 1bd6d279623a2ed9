/** The only thing a visitor without a valid admin token sees. */
import { useState } from 'react';
import { studioTexts } from './studio-texts';

export function StudioLogin({ refused, onToken }: { refused: boolean; onToken: (token: string) => void }) {
  const [token, setToken] = useState('');
  return (
    <main className="studio-login" data-testid="studio-login">
      <h1>{studioTexts.loginTitle.en}</h1>
      {refused && <p className="studio-error" role="alert" data-testid="studio-refused">{studioTexts.refused.en}</p>}
      <form onSubmit={(e) => { e.preventDefault(); if (token.trim()) onToken(token.trim()); }}>
        <label htmlFor="studio-token">{studioTexts.tokenLabel.en}</label>
        <input id="studio-token" data-testid="studio-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
        <button type="submit" data-testid="studio-login-submit">{studioTexts.login.en}</button>
      </form>
      <p className="studio-hint">{studioTexts.tokenHint.en}</p>
    </main>
  );
}
