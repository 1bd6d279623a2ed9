/**
 * The journey map above a journey's form: its steps as boxes and its transitions as arrows labelled
 * with their conditions in words, drawn as SVG from the definition itself (journey-graph.ts). The same
 * graph is listed as text for keyboards and screen readers, with buttons to reorder and add steps.
 */
import { useContext, useId, useState } from 'react';
import { conditionWords } from './condition-words';
import { focusField, type Reveal } from './focus-field';
import type { FormData } from './form-support';
import { journeyGraph, NODE_H, NODE_W, type GraphEdge, type GraphNode } from './journey-graph';
import { journeyEnding, stepPhases } from './journey-primitives';
import { LINE_H, ownParts, placeLabels } from './map-labels';
import { movedStep, movedStepTo, withNewStep } from './journey-steps';
import { insertStep, linearLinks, type Arrow, type Insertion } from './step-insertion';
import { PhaseList } from './PhaseList';
import { StudioLangContext, studioTexts, useStudioText } from './studio-texts';
import { timeWords } from './time-words';
import { labelledName, type LabelSources } from './variable-labels';
import './journey-map.css';

const LABEL_MAX = 34;
/** Characters on one line of an arrow's label (it wraps onto more). */
const LINE_MAX = 28;
const short = (s: string): string => (s.length > LABEL_MAX ? `${s.slice(0, LABEL_MAX - 1)}…` : s);

function edgePath(a: GraphNode, b: GraphNode, e: GraphEdge, lane: number): { d: string; lx: number; ly: number } {
  if (!e.back) {
    const [x1, y1, x2, y2] = [a.x + NODE_W / 2, a.y + NODE_H, b.x + NODE_W / 2, b.y];
    const my = (y1 + y2) / 2;
    return { d: `M${x1},${y1} C${x1},${my} ${x2},${my} ${x2},${y2}`, lx: (x1 + x2) / 2, ly: my + lane * 14 };
  }
  // Back or sideways: around the right side of both boxes.
  const out = 30 + lane * 16;
  const [x1, y1, x2, y2] = [a.x + NODE_W, a.y + NODE_H / 2, b.x + NODE_W, b.y + NODE_H / 2];
  const cx = Math.max(x1, x2) + out;
  return { d: `M${x1},${y1} C${cx},${y1} ${cx},${y2} ${x2 + 2},${y2}`, lx: cx - 8, ly: (y1 + y2) / 2 };
}

export function JourneyMap({ data, labels, onChange, reveal }: { data: FormData; labels?: LabelSources; onChange(next: FormData): void; reveal?: Reveal }) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const uid = useId();
  const [added, setAdded] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  /** The arrow whose whole condition is shown under the map (hovered, focused or clicked label). */
  const [shown, setShown] = useState<string | null>(null);
  /** An insertion shown as a preview of its arrows, not applied yet. */
  const [pending, setPending] = useState<Insertion | null>(null);
  const [inserted, setInserted] = useState<string | null>(null);
  const graph = journeyGraph(data.steps, data.entry, lang);
  const phases = stepPhases(data.steps);
  const ending = journeyEnding(data.ending, data.steps);
  const endingKind = { call: 'mapEndingCall', page: 'mapEndingPage', link: 'mapEndingLink' } as const;
  const byKey = new Map(graph.nodes.map((n) => [n.key, n]));
  const steps = graph.nodes.filter((n) => n.stepIndex !== null).sort((a, b) => (a.stepIndex ?? 0) - (b.stepIndex ?? 0));
  const nameOfVar = labels ? (n: string): string => labelledName(n, labels, lang) : undefined;
  const words = (e: GraphEdge, rule: unknown = e.when): string => (e.by ? timeWords(e.by, lang) : conditionWords(rule, lang, e.afterConditional, nameOfVar));
  // An arrow's label says only what sets it apart from the other arrows of its step.
  const own = new Map<GraphEdge, unknown>();
  for (const from of new Set(graph.edges.map((e) => e.from))) {
    const out = graph.edges.filter((e) => e.from === from && !e.by);
    ownParts(out.map((e) => e.when)).forEach((rule, i) => { const e = out[i]; if (e) own.set(e, rule); });
  }
  const edgeKey = (e: GraphEdge): string => `${e.from}-${e.rule}`;
  const nameOf = (key: string): string => byKey.get(key)?.label ?? key;
  const lanes = new Map<string, number>();
  const laneOf = (e: GraphEdge): number => {
    const k = `${e.from}>${e.to}`;
    const n = lanes.get(k) ?? 0;
    lanes.set(k, n + 1);
    return n;
  };
  const paths = graph.edges.map((e) => {
    const a = byKey.get(e.from);
    const b = byKey.get(e.to);
    return a && b ? edgePath(a, b, e, laneOf(e)) : null;
  });
  const boxes = placeLabels(graph.edges.map((e, i) => ({ x: paths[i]?.lx ?? 0, y: paths[i]?.ly ?? 0, text: words(e, own.get(e) ?? e.when) })), LINE_MAX);
  const height = Math.max(graph.height, ...boxes.map((b) => b.y + b.h + 8));
  const shownEdge = graph.edges.find((e) => edgeKey(e) === shown);
  // A step's form may start collapsed (collapsed-entries.ts): "Edit" opens it and moves to its id.
  const focusStep = (index: number): void => focusField(`/steps/${index}/id`, reveal);
  // "Insert a step here" sits after a step whose transition leads to the next one in the list.
  const linkAfter = new Map(linearLinks(data).map((l) => [l.fromIndex, l]));
  const placeName = (k: string): string => (k === pending?.id ? `${t('mapNewStep')} (${k})` : nameOf(k));
  const arrowWords = (a: Arrow): string => `${placeName(a.from)} → ${placeName(a.to)}: ${conditionWords(a.when, lang, false, nameOfVar)}`;
  const apply = (): void => {
    if (!pending) return;
    onChange(pending.data);
    setInserted(pending.id);
    // The new step's form opens and takes the focus: it is what ops fill in next (its path, title and blocks).
    const steps = Array.isArray(pending.data.steps) ? (pending.data.steps as unknown[]) : [];
    const at = steps.findIndex((st) => typeof st === 'object' && st !== null && (st as { id?: unknown }).id === pending.id);
    if (at >= 0) focusStep(at);
    setPending(null);
  };

  return (
    <section className="studio-map" aria-labelledby={`${uid}-title`} data-testid="journey-map">
      <h3 id={`${uid}-title`}>{t('mapTitle')}</h3>
      <p className="studio-hint">{t('mapIntro')}</p>
      <div className="studio-map__canvas">
        {/* A group, not an image: its arrow labels are buttons that show their whole condition. */}
        <svg width={graph.width + 120} height={height} viewBox={`0 0 ${graph.width + 120} ${height}`} role="group" aria-labelledby={`${uid}-title ${uid}-desc`}>
          <desc id={`${uid}-desc`}>{graph.edges.map((e) => `${nameOf(e.from)} → ${nameOf(e.to)}: ${words(e)}`).join('; ')}</desc>
          <defs>
            <marker id={`${uid}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="#4a5568" />
            </marker>
          </defs>
          {graph.edges.map((e, i) => {
            const p = paths[i];
            const box = boxes[i];
            if (!p || !box) return null;
            const full = words(e);
            const show = (): void => setShown(edgeKey(e));
            return (
              <g key={`${e.from}-${e.rule}`} className={e.by ? 'studio-map__edge studio-map__edge--timed' : 'studio-map__edge'} data-testid={`map-edge-${e.from}-${e.rule}`}>
                {/* A timer's or poll's arrow is dashed: the step takes it by itself. */}
                <path d={p.d} fill="none" stroke="#4a5568" strokeWidth="1.5" strokeDasharray={e.by ? '5 4' : undefined} markerEnd={`url(#${uid}-arrow)`} />
                <g className="studio-map__label" tabIndex={0} role="button" aria-label={`${nameOf(e.from)} → ${nameOf(e.to)}: ${full}`}
                  data-testid={`map-label-${edgeKey(e)}`} onFocus={show} onMouseEnter={show} onClick={show}
                  onKeyDown={(k) => { if (k.key === 'Enter' || k.key === ' ') { k.preventDefault(); show(); } }}>
                  <title>{full}</title>
                  <rect x={box.x - box.w / 2} y={box.y} width={box.w} height={box.h} rx="3" />
                  <text x={box.x} y={box.y} textAnchor="middle">
                    {box.lines.map((line, n) => <tspan key={n} x={box.x} dy={n === 0 ? LINE_H - 2 : LINE_H}>{line}</tspan>)}
                  </text>
                </g>
              </g>
            );
          })}
          {/* A step's box opens its form on click; from the keyboard, the list's "Edit" buttons do the same. */}
          {graph.nodes.map((n) => (
            <g key={n.key} className={n.stepIndex === null ? 'studio-map__node studio-map__node--page' : 'studio-map__node studio-map__node--step'} data-testid={`map-node-${n.key}`}
              onClick={n.stepIndex === null ? undefined : () => focusStep(n.stepIndex ?? 0)}>
              <rect x={n.x} y={n.y} width={NODE_W} height={NODE_H} rx="6" />
              <text x={n.x + NODE_W / 2} y={n.y + NODE_H / 2 + 5} textAnchor="middle"><title>{n.label}</title>{short(n.label)}</text>
            </g>
          ))}
        </svg>
      </div>
      <p className="studio-map__full" role="status" data-testid="map-label-full">
        {shownEdge ? <>{nameOf(shownEdge.from)} → {nameOf(shownEdge.to)}: <strong>{words(shownEdge)}</strong></> : t('mapLabelHint')}
      </p>
      <div className="studio-map__lists">
        <div>
          <h4>{t('mapSteps')}</h4>
          <p className="studio-hint" data-testid="map-order-note">{t('mapOrderNote')}</p>
          <ol className="studio-map__steps">
            {steps.map((n) => {
              const i = n.stepIndex ?? 0;
              return (
                // Drag a step onto another to put it there; the buttons do the same from the keyboard.
                <li key={n.key} data-testid={`map-step-${n.key}`} draggable className={dragged === i ? 'studio-map__dragging' : undefined}
                  onDragStart={(e) => { e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(i)); setDragged(i); }}
                  onDragOver={(e) => { if (dragged !== null) e.preventDefault(); }}
                  onDrop={(e) => { e.preventDefault(); if (dragged !== null) onChange(movedStepTo(data, dragged, i)); setDragged(null); }}
                  onDragEnd={() => setDragged(null)}>
                  <span>{n.label}</span>
                  <span className="studio-map__buttons">
                    <button type="button" disabled={i === 0} aria-label={`${t('mapMoveEarlier')}: ${n.label}`} data-testid={`map-up-${n.key}`}
                      onClick={() => onChange(movedStep(data, i, -1))}>↑ {t('mapMoveEarlier')}</button>
                    <button type="button" disabled={i === steps.length - 1} aria-label={`${t('mapMoveLater')}: ${n.label}`} data-testid={`map-down-${n.key}`}
                      onClick={() => onChange(movedStep(data, i, 1))}>↓ {t('mapMoveLater')}</button>
                    <button type="button" aria-label={`${t('mapEdit')}: ${n.label}`} onClick={() => focusStep(i)}>✎ {t('mapEdit')}</button>
                  </span>
                  {linkAfter.has(i) && (
                    <button type="button" className="studio-map__insert" data-testid={`map-insert-after-${n.key}`}
                      aria-label={`${t('mapInsertHere')}: ${n.label} → ${nameOf(linkAfter.get(i)?.to ?? '')}`}
                      onClick={() => { const link = linkAfter.get(i); if (link) { setInserted(null); setPending(insertStep(data, link, studioTexts.mapNewStep)); } }}>
                      + {t('mapInsertHere')}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          {pending && (
            <div className="studio-map__preview" role="region" aria-label={t('mapInsertPreview')} data-testid="map-insert-preview">
              <p><strong>{t('mapInsertPreview')}</strong></p>
              <ul>
                <li data-testid="map-preview-removed"><del>{arrowWords(pending.removed)}</del> ({t('mapArrowGoes')})</li>
                {pending.added.map((a) => <li key={`${a.from}>${a.to}`} data-testid="map-preview-added"><ins>{arrowWords(a)}</ins> ({t('mapArrowNew')})</li>)}
              </ul>
              <button type="button" className="studio-primary" data-testid="map-insert-apply" onClick={apply}>{t('mapInsertApply')}</button>
              <button type="button" data-testid="map-insert-cancel" onClick={() => setPending(null)}>{t('confirmNo')}</button>
            </div>
          )}
          {inserted && <p className="studio-ok" role="status" data-testid="map-inserted">{t('mapInserted')}</p>}
          <button type="button" data-testid="map-add-step" onClick={() => { onChange(withNewStep(data, studioTexts.mapNewStep)); setAdded(true); }}>+ {t('mapAddStep')}</button>
          {added && <p className="studio-ok" role="status">{t('mapAdded')}</p>}
        </div>
        <div>
          <h4>{t('mapTransitions')}</h4>
          {graph.edges.length === 0 ? <p>{t('mapNoTransitions')}</p> : (
            <ul className="studio-map__transitions" data-testid="map-transitions">
              {graph.edges.map((e) => (
                <li key={`${e.from}-${e.rule}`} data-testid={`map-transition-${e.from}-${e.rule}`}>
                  {nameOf(e.from)} → {nameOf(e.to)}{byKey.get(e.to)?.stepIndex === null ? ` (${t('mapPage')})` : ''}: <em>{words(e)}</em>
                </li>
              ))}
            </ul>
          )}
          <PhaseList phases={phases} nameOf={nameOf} />
          {ending && (
            <p data-testid="map-ending">
              {t('mapEnding')}: {t(endingKind[ending.kind])} <code>{ending.target}</code>
              {ending.from.length > 0 ? ` (${t('mapEndingFrom')} ${ending.from.map(nameOf).join(', ')})` : ''}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
