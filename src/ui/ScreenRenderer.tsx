/**
 * Renders a screen's blocks through the widget registry (those whose `when` holds), then its current
 * phase's blocks and button; journey steps get the Next/submit button.
 */
import { useUnit } from 'effector-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { RouteEntry } from '../runtime/routes';
import { applyRule } from '../runtime/logic';
import { shownBlocks } from '../runtime/blocks';
import { autoSubmits, currentPhase, submitPhase } from '../runtime/phases';
import { valueAt } from '../runtime/session';
import { submitStep } from '../runtime/step';
import type { Block, JsonValue, Screen } from '../runtime/types';
import { $model } from '../state/definitions-model';
import { $blocksChecked } from '../state/form-model';
import { $currentPhase, phaseEntered } from '../state/phase-model';
import { pathSet } from '../state/session-model';
import { $snapshot } from '../state/snapshot';
import { BlockBoundary } from './BlockBoundary';
import { BlockSkeleton, blockStyle } from './BlockSkeleton';
import { focusFirstMissingBlock, forgetPendingFocus } from './problem-focus';
import { blockProblem, host, messageText } from './host';
import { screenLayoutClass } from './layout-classes';
import { Spinner } from './Spinner';
import { stepActionsRef } from './sticky-actions';
import { useTexts } from './use-texts';
import { widgetComponent } from './widget-registry';

/** Whether a screen was shown before: from the second one on, moving to a screen focuses its heading. */
let screenShownBefore = false;

export function ScreenRenderer({ route, screen }: { route: RouteEntry; screen: Screen }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new screen (the next step, a page): its heading takes the focus, so the keyboard and a screen
  // reader start there instead of on a button that no longer exists. The first load keeps the page's own focus.
  useEffect(() => {
    if (screenShownBefore) heading.current?.focus({ preventScroll: true });
    screenShownBefore = true;
    forgetPendingFocus();
  }, [screen.id]);
  const [snapshot, model, checked, phaseId] = useUnit([$snapshot, $model, $blocksChecked, $currentPhase]);
  const texts = useTexts(screen.texts);
  // After a submit found blocks incomplete, each still incomplete says what it misses under it, and
  // the first takes the focus (unless a field error took it): not only a toast that goes away.
  const screenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checked.count === 0 || !checked.focus) return;
    focusFirstMissingBlock(screenRef.current);
  }, [checked]);
  const missingText = (key: string): string => { const text = messageText(model.defs.messages, key); return typeof text === 'string' ? text : texts.t(text); };
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const journey = model.journey(route.journeyId);
  const step = model.step(route.journeyId, route.stepId);
  const totalValue = step?.total ? applyRule(step.total.amount, snapshot) : 0;
  const total = typeof totalValue === 'number' && Number.isFinite(totalValue) ? totalValue : 0;
  // What a part of the total is (a deposit it includes), said where the total first shows it.
  const noteAmount = step?.total?.note ? Number(applyRule(step.total.note.amount, snapshot)) : 0;
  const totalNote = step?.total?.note && Number.isFinite(noteAmount) && noteAmount > 0 ? texts.k(step.total.note.text, texts.money(noteAmount)) : '';
  const detailValue = step?.total?.detail !== undefined && total > 0 ? applyRule(step.total.detail, snapshot) : null;
  const totalDetail = typeof detailValue === 'string' ? detailValue.trim() : '';

  const navigateNext = useCallback(async () => {
    if (!journey || !step || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try { await submitStep(host, journey, step, texts.lang); } finally { busyRef.current = false; setBusy(false); }
  }, [journey, step, texts.lang]);

  const phase = currentPhase(screen, phaseId);
  const [phaseBusy, setPhaseBusy] = useState(false);
  const phaseBusyRef = useRef(false);
  // Submits a phase (the current one, or the one a block's own submit names): it becomes current
  // unless its rules lead on.
  const submitPhaseOf = useCallback(async (id?: string) => {
    const submitted = id === undefined ? phase : currentPhase(screen, id);
    if (!phase || !submitted || phaseBusyRef.current) return;
    phaseBusyRef.current = true;
    setPhaseBusy(true);
    try {
      const result = await submitPhase(host, submitted, texts.lang, [step?.onError, journey?.onError]);
      const to = result.to ?? (submitted.id !== phase.id && (result.outcome === 'answer' || result.outcome === 'error') ? submitted.id : null);
      if (to && to !== phase.id) phaseEntered(to);
    } finally { phaseBusyRef.current = false; setPhaseBusy(false); }
  }, [phase, screen, step, journey, texts.lang]);
  const submitCurrentPhase = useCallback(() => submitPhaseOf(), [submitPhaseOf]);
  // A phase that submits itself (a lookup whose inputs came with the link): once per entering it, when
  // no submit is still running (one that has just reopened the screen with what was typed).
  const autoFor = useRef('');
  const phaseEntry = phase ? `${route.id}|${JSON.stringify(snapshot.params ?? {})}|${phase.id}` : '';
  const auto = phase ? autoSubmits(phase, snapshot) : false;
  useEffect(() => {
    if (!auto || phaseBusy || autoFor.current === phaseEntry) return;
    autoFor.current = phaseEntry;
    void submitCurrentPhase();
  }, [auto, phaseBusy, phaseEntry, submitCurrentPhase]);

  const blockView = (block: Block, i: number, scope: string, submits?: () => Promise<void>) => {
    const Widget = widgetComponent(block.widget);
    const bindPath = block.bind;
    const problem = checked.count > 0 ? blockProblem(block, snapshot) : null;
    const missingId = problem ? `${route.id}-${scope}block-${i}-missing` : null;
    return (
      // Keyed by the route too: each screen's blocks start afresh, so a widget at the same place on the
      // next screen (a step an editor added or moved) does not inherit the previous one's local state.
      <section key={`${route.id}:${scope}${i}:${block.widget}`} className={`block block--${block.widget}${problem ? ' block--missing' : ''}`} style={blockStyle(block.widget)}>
        <BlockBoundary texts={texts} widget={block.widget}>
          <Suspense fallback={<BlockSkeleton />}>
            {Widget ? (
              <Widget props={(block.props ?? {}) as Record<string, JsonValue>} block={block} screen={screen} route={route} model={model}
                texts={texts} lang={texts.lang} snapshot={snapshot} navigateNext={navigateNext} missing={missingId}
                {...(submits ? { submitPhase: submits } : {})}
                bound={bindPath ? valueAt(snapshot, bindPath) : null}
                bind={(value) => { if (bindPath) pathSet({ path: bindPath, value }); }} />
            ) : (
              // The lint refuses unknown widgets; a set that slipped through says so instead of hiding it.
              <p className="field__error" role="alert" data-testid="unknown-widget">{`Unknown widget: ${block.widget}`}</p>
            )}
          </Suspense>
        </BlockBoundary>
        {problem && missingId && <p className="field__error" id={missingId} data-testid={`block-missing-${block.widget}`}>{missingText(problem)}</p>}
      </section>
    );
  };
  // Indexed as declared, so a block that appears (its `when` now holds) keeps the others' keys and state.
  const shown = (blocks: readonly (Block & { submits?: string })[], scope: string, inPhase = false) => {
    const visible = new Set(shownBlocks(blocks, snapshot));
    return blocks.flatMap((b, i) => (visible.has(b)
      ? [blockView(b, i, scope, inPhase ? () => (b.submits === undefined ? submitCurrentPhase() : submitPhaseOf(b.submits)) : undefined)]
      : []));
  };
  const blockViews = (
    <>
      {shown(screen.blocks, '')}
      {phase && (
        <div className="phase" data-testid={`phase-${phase.id}`} data-phase={phase.id} key={`phase:${phase.id}`}>
          {shown(phase.blocks, `${phase.id}:`, true)}
          {phase.button && (
            <button type="button" className="btn btn--primary btn--block" data-testid="phase-button" disabled={phaseBusy} aria-busy={phaseBusy}
              onClick={() => void submitCurrentPhase()}>
              {phaseBusy ? <Spinner inline /> : texts.k(phase.button)}
            </button>
          )}
          {phaseBusy && !phase.button && <Spinner />}
        </div>
      )}
    </>
  );

  return (
    <div ref={screenRef} className={`screen ${screenLayoutClass(route.layout)}`.trimEnd()} data-testid={`screen-${screen.id}`}>
      <h1 className="screen__title" ref={heading} tabIndex={-1} data-testid="screen-heading">{texts.k('heading') || texts.t(screen.title)}</h1>
      {texts.k('intro') && <p className="screen__intro">{texts.k('intro')}</p>}
      {step && !step.terminal && step.next ? (
        // A step's blocks and its actions: on a phone the actions stick to the bottom; on a wide screen they
        // stand in a column of their own beside the blocks, so they cover none of them.
        <div className="screen__layout">
          <div className="screen__blocks">
            {blockViews}
          </div>
          <div className="step-actions" ref={stepActionsRef} data-testid="step-actions">
            {total > 0 && step.total ? (
              <p className="step-actions__total" data-testid="step-total" aria-live="polite">
                <span className="step-actions__label">
                  <span>{texts.k(step.total.label)}</span>
                  {totalDetail && <span className="step-actions__detail" data-testid="step-total-detail">{totalDetail}</span>}
                </span>
                <strong className="nowrap">{texts.money(total)}</strong>
              </p>
            ) : step.total?.empty && (
              <p className="step-actions__total step-actions__total--empty" data-testid="step-total-empty" aria-live="polite">{texts.t(step.total.empty)}</p>
            )}
            {total > 0 && totalNote && <p className="step-actions__note" data-testid="step-total-note">{totalNote}</p>}
            <button type="button" className="btn btn--primary btn--block" data-testid="next-button" disabled={busy} aria-busy={busy}
              onClick={() => void navigateNext()}>
              {busy ? <Spinner inline /> : texts.k('submit') || texts.k('button.next')}
            </button>
          </div>
        </div>
      ) : blockViews}
    </div>
  );
}
