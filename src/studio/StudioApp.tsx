/**
 * The studio (/studio, /studio/*), for signed-in editors: asks for an email and password (or the admin
 * token), checks the sign-in with the server (GET /api/studio/session) and shows nothing else until it
 * is valid. Default export for React.lazy. Its nested screens use react-router, inside this chunk
 * only: the shop's own routing is the definitions' route table (ui/location.ts).
 */
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StudioGate } from './StudioGate';
import { StudioLangContext, type StudioLang } from './studio-texts';
import './studio.css';

export default function StudioApp() {
  const [lang, setLang] = useState<StudioLang>('en');
  const langValue = useMemo(() => ({ lang, setLang }), [lang]);
  return (
    <StudioLangContext.Provider value={langValue}>
      <BrowserRouter>
        <StudioGate />
      </BrowserRouter>
    </StudioLangContext.Provider>
  );
}

