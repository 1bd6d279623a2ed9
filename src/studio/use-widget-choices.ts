// What blocks can show (GET /api/studio/widgets), read once per studio session: every block field shares it.
import { useEffect, useState } from 'react';
import { useStudio } from './studio-context';
import { studioCall, type StudioAuth } from './studio-session';
import type { WidgetChoices } from './widget-choice';

let cached: { auth: StudioAuth; answer: Promise<WidgetChoices> } | null = null;

const choicesFor = (auth: StudioAuth): Promise<WidgetChoices> => {
  if (cached?.auth !== auth) cached = { auth, answer: studioCall<WidgetChoices>(auth, 'GET', '/api/studio/widgets') };
  const current = cached;
  // A failed read is asked again by the next block that needs it.
  current.answer.catch(() => { if (cached === current) cached = null; });
  return current.answer;
};

type ChoicesState = { kind: 'loading' } | { kind: 'ready'; choices: WidgetChoices } | { kind: 'failed'; message: string };

export function useWidgetChoices(): ChoicesState {
  const { auth } = useStudio();
  const [state, setState] = useState<ChoicesState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    choicesFor(auth).then(
      (choices) => { if (live) setState({ kind: 'ready', choices }); },
      (e: unknown) => { if (live) setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }); },
    );
    return () => { live = false; };
  }, [auth]);
  return state;
}
