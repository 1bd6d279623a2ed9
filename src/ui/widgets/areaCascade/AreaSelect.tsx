/**
 * One level of the area cascade: a labelled native select (keyboard and screen readers for free)
 * whose options are read from a data source once the level above is chosen, with its loading,
 * empty and failed states, and a retry.
 */
import { useId } from 'react';
import type { JsonValue } from '../../../runtime/types';
import { useSource } from '../../hooks/use-source';
import { LoadFailed } from '../../parts/LoadFailed';
import { Spinner } from '../../Spinner';
import type { Texts } from '../../use-texts';
import type { AreaRef, Level, ListedArea } from './area-choice';

interface Props {
  level: Level;
  source: string | undefined;
  input: JsonValue;
  /** The level above is chosen (always, for the first level). */
  open: boolean;
  value: AreaRef | null;
  texts: Texts;
  /** The id of the text saying the cascade misses a choice (after a submit), or null: an open level left empty is then invalid. */
  missing: string | null;
  /** The area as its list gives it (a village with its postal code, when known). */
  onChoose(area: ListedArea | null): void;
}

const isArea = (v: unknown): v is ListedArea =>
  typeof v === 'object' && v !== null && typeof (v as AreaRef).code === 'string' && typeof (v as AreaRef).name === 'string';

export function AreaSelect({ level, source, input, open, value, texts, missing, onChoose }: Props) {
  const id = useId();
  const read = useSource(source, input, { enabled: open });
  const areas = Array.isArray(read.data) ? read.data.filter(isArea) : [];
  const loaded = open && !read.loading && read.error === null;
  const empty = loaded && areas.length === 0;
  const statusId = `${id}-status`;
  const invalid = missing !== null && open && value === null;
  const describedBy = [empty || read.error !== null ? statusId : '', invalid ? missing : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field area-cascade__level" data-testid={`area-${level}-level`}>
      <label className="field__label" htmlFor={id}>{texts.k(`area.${level}`)}<span className="field__req" aria-hidden="true"> *</span></label>
      <div className="field__row">
        <select id={id} className={invalid ? 'input input--error' : 'input'} data-testid={`area-${level}`} value={value?.code ?? ''} aria-required="true"
          aria-busy={read.loading || undefined} aria-describedby={describedBy} aria-invalid={invalid || undefined}
          disabled={!open || read.loading || empty || read.error !== null} data-loaded={loaded ? '1' : '0'}
          onChange={(e) => onChoose(areas.find((a) => a.code === e.target.value) ?? null)}>
          <option value="">{texts.k('common.choose')}</option>
          {areas.map((a) => <option key={a.code} value={a.code}>{a.name}</option>)}
        </select>
        {open && read.loading && <span data-testid={`area-${level}-loading`}><Spinner inline /></span>}
      </div>
      {empty && <p className="field__hint" id={statusId} data-testid={`area-${level}-empty`}>{texts.k('area.empty')}</p>}
      {open && !read.loading && read.error !== null && (
        <LoadFailed texts={texts} onRetry={read.retry} className="area-cascade__failed" id={statusId}
          testId={`area-${level}-error`} retryTestId={`area-${level}-retry`} />
      )}
    </div>
  );
}
