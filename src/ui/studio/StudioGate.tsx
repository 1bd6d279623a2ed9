/** The token gate: a visitor without a valid admin token sees the login (and the refusal), nothing else. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { lakeClient } from './lake-client';
import { StudioContext, type StudioSession, type StudioType } from './studio-context';
import { StudioLogin } from './StudioLogin';
import { clearToken, readToken, saveToken, studioCall, StudioHttpError } from './studio-session';
import { StudioShell } from './StudioShell';
import { useStudioText } from './studio-texts';

interface SessionInfo { ok: true; dataset: string; apiVersion: string }
type Gate = { state: 'checking' } | { state: 'login'; refused: boolean } | { state: 'in'; token: string; info: SessionInfo; types: StudioType[] };

export function StudioGate() {
  const t = useStudioText();
  const [gate, setGate] = useState<Gate>({ state: 'checking' });

  const check = useCallback(async (token: string | null): Promise<void> => {
    if (!token) { setGate({ state: 'login', refused: false }); return; }
    setGate({ state: 'checking' });
    try {
      const info = await studioCall<SessionInfo>(token, 'GET', '/api/studio/session');
      const { types } = await studioCall<{ types: StudioType[] }>(token, 'GET', '/api/studio/types');
      saveToken(token);
      setGate({ state: 'in', token, info, types });
    } catch (e) {
      clearToken();
      setGate({ state: 'login', refused: e instanceof StudioHttpError && (e.status === 401 || e.status === 403) });
    }
  }, []);

  useEffect(() => { void check(readToken()); }, [check]);
  const title = t('title');
  useEffect(() => { document.title = title; }, [title]);

  const signOut = useCallback(() => { clearToken(); setGate({ state: 'login', refused: false }); }, []);
  const session = useMemo<StudioSession | null>(() => (gate.state === 'in'
    ? { token: gate.token, client: lakeClient(gate.token, gate.info), types: gate.types, signOut }
    : null), [gate, signOut]);

  if (gate.state === 'checking') return <p className="studio-checking">{t('checking')}</p>;
  if (!session) return <StudioLogin refused={gate.state === 'login' && gate.refused} onToken={(t) => void check(t)} />;
  return (
    <StudioContext.Provider value={session}>
      <StudioShell />
    </StudioContext.Provider>
  );
}
