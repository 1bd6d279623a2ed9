/**
 * The sign-in gate: an editor's session cookie or the admin token, checked with the server (GET
 * /api/studio/session); a visitor without either sees the sign-in (and its refusal), nothing else.
 */
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { lakeClient } from './lake-client';
import { StudioContext, type StudioSession, type StudioType, type StudioWho } from './studio-context';
import { StudioLogin } from './StudioLogin';
import { clearToken, markSignedIn, NO_CSRF, readToken, saveToken, studioCall, StudioHttpError, type StudioAuth } from './studio-session';
import { StudioShell } from './StudioShell';
import { StudioLangContext, useStudioText } from './studio-texts';

interface SessionInfo { ok: true; dataset: string; apiVersion: string; who: StudioWho; csrf?: string }
type Gate =
  | { state: 'checking' }
  | { state: 'login'; error: string | null; tokenRefused: boolean }
  | { state: 'in'; auth: StudioAuth; info: SessionInfo; types: StudioType[]; signedIn: boolean };

const LOGGED_OUT: Gate = { state: 'login', error: null, tokenRefused: false };

export function StudioGate() {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const [gate, setGate] = useState<Gate>({ state: 'checking' });

  /** Signs in with `auth` (`signedIn`: just now, with the form); false when the server refuses it. */
  const check = useCallback(async (auth: StudioAuth, signedIn: boolean): Promise<boolean> => {
    setGate({ state: 'checking' });
    try {
      const info = await studioCall<SessionInfo>(auth, 'GET', '/api/studio/session');
      const signed: StudioAuth = auth.kind === 'token' ? auth : { kind: 'session', csrf: info.csrf ?? '' };
      const { types } = await studioCall<{ types: StudioType[] }>(signed, 'GET', '/api/studio/types');
      if (auth.kind === 'token') saveToken(auth.token);
      else markSignedIn();
      setGate({ state: 'in', auth: signed, info, types, signedIn });
      return true;
    } catch (e) {
      clearToken();
      const refused = e instanceof StudioHttpError && (e.status === 401 || e.status === 403);
      setGate({ state: 'login', error: null, tokenRefused: auth.kind === 'token' && refused });
      return false;
    }
  }, []);

  // A token kept in this tab, else the session cookie (if any).
  useEffect(() => {
    const token = readToken();
    void check(token ? { kind: 'token', token } : NO_CSRF, false);
  }, [check]);
  const title = t('title');
  useEffect(() => { document.title = title; }, [title]);

  const signIn = useCallback(async (email: string, password: string): Promise<void> => {
    try {
      const r = await studioCall<{ csrf: string }>(NO_CSRF, 'POST', '/api/studio/login', { email, password });
      await check({ kind: 'session', csrf: r.csrf }, true);
    } catch (e) {
      const error = e instanceof StudioHttpError && e.text ? e.text[lang] : e instanceof Error ? e.message : String(e);
      setGate({ state: 'login', error, tokenRefused: false });
    }
  }, [check, lang]);

  // The sign-in form shows once the server has ended the session (a reload then stays signed out).
  const signOut = useCallback(() => {
    const auth = gate.state === 'in' ? gate.auth : null;
    void (async () => {
      if (auth?.kind === 'session') await studioCall(auth, 'POST', '/api/studio/logout').catch(() => undefined);
      clearToken();
      setGate(LOGGED_OUT);
    })();
  }, [gate]);
  const session = useMemo<StudioSession | null>(() => (gate.state === 'in'
    ? { auth: gate.auth, who: gate.info.who, client: lakeClient(gate.auth, gate.info), types: gate.types, signOut }
    : null), [gate, signOut]);

  if (gate.state === 'checking') return <p className="studio-checking">{t('checking')}</p>;
  if (!session) {
    return (
      <StudioLogin
        error={gate.state === 'login' ? gate.error : null}
        tokenRefused={gate.state === 'login' && gate.tokenRefused}
        onPassword={(email, password) => void signIn(email, password)}
        onToken={(token) => void check({ kind: 'token', token }, true)}
      />
    );
  }
  return (
    <StudioContext.Provider value={session}>
      <StudioShell signedIn={gate.state === 'in' && gate.signedIn} />
    </StudioContext.Provider>
  );
}
