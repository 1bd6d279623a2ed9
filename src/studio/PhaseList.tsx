/**
 * A screen's phase transitions (lookup -> confirm -> result) listed with their conditions in words: in
 * the journey map, step by step, and above a page's form when the page has phases.
 */
import { useContext } from 'react';
import { conditionWords } from './condition-words';
import type { FormData } from './form-support';
import { stepPhases, type StepPhases } from './journey-primitives';
import { StudioLangContext, useStudioText } from './studio-texts';
import './journey-map.css';

export function PhaseList({ phases, nameOf }: { phases: readonly StepPhases[]; nameOf(step: string): string }) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  if (phases.length === 0) return null;
  return (
    <>
      <h4>{t('mapPhases')}</h4>
      <ul className="studio-map__transitions" data-testid="map-phases">
        {phases.flatMap((sp) => sp.edges.map((e, k) => (
          <li key={`${sp.step}-${e.from}-${k}`} data-testid={`map-phase-${sp.step}-${e.from}-${e.to}`}>
            {nameOf(sp.step)}: {e.from} → {e.to}{e.on === 'error' ? ` (${t('mapOnError')})` : ''}: <em>{conditionWords(e.when, lang, false)}</em>
          </li>
        )))}
      </ul>
    </>
  );
}

/** A page's phases, above its form (a page is one screen: its own id names it). */
export function PagePhaseMap({ data }: { data: FormData }) {
  const phases = stepPhases([data]);
  if (phases.length === 0) return null;
  return (
    <section className="studio-map" data-testid="page-phase-map">
      <PhaseList phases={phases} nameOf={(step) => step} />
    </section>
  );
}
