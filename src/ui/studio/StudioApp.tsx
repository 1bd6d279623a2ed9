/**
 * The studio (/studio, /studio/*), for signed-in editors: asks for an email and password (or the admin
 * token), checks the sign-in with the server (GET /api/studio/session) and shows nothing else until it
 * is valid. Default export for React.lazy.
 */
import { useMemo, useState } from 'react';
import { StudioGate } from './StudioGate';
import { StudioLangContext, type StudioLang } from './studio-texts';
import './studio.css';

export default function StudioApp() {
  const [lang, setLang] = useState<StudioLang>('en');
  const langValue = useMemo(() => ({ lang, setLang }), [lang]);
  return (
    <StudioLangContext.Provider value={langValue}>
      <StudioGate />
    </StudioLangContext.Provider>
  );
}

