/**
 * Identity documents (A17, A42, A47): one card per kind with a picker, a real upload progress bar, a
 * preview of the local file, replace and remove, and the server's refusal under the card. The bound
 * value holds, per kind, what the server stored ({ id, name, mime, bytes }) or null.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { uploadFile } from '../../../api/upload';
import type { OperationName } from '../../../contracts/operations';
import { applyRule } from '../../../runtime/logic';
import type { JsonValue, Text } from '../../../runtime/types';
import { $refusedState, refusalAt, refusalCleared } from '../../../state/refusal-model';
import { cameraOpened, takeCapture, type Capture } from '../../capture-handoff';
import { keepFile, pickedFile } from '../../fields/file-store';
import { go } from '../../navigation';
import type { WidgetProps } from '../../widget-props';
import { isImageOfItsType } from './image-signature';
import { useIsPhone } from './use-is-phone';
import './document-upload.css';


/** What a usable photo looks like, shown under a refusal of one of its codes. */
interface Guide { codes: string[]; title: Text; points: Text[]; image: string | null; imageAlt: Text | null }
interface DocumentDef { kind: string; label: Text; required: boolean; guide: Guide | null }
interface Stored { id: string; name: string; mime: string; bytes: number }
/** Why a document is not taken: its text and the catalogue code ('' for the browser's own checks). */
interface Refusal { message: Text; code: string }
type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: Text; code: string; retry: Capture | null };

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

function documentsOf(v: JsonValue | undefined): DocumentDef[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((d) => (isRecord(d) && typeof d.kind === 'string' && isRecord(d.label)
    ? [{ kind: d.kind, label: d.label as unknown as Text, required: d.required === true, guide: guideOf(d.guide) }] : []));
}

const isText = (v: JsonValue | undefined): v is JsonValue & Text => isRecord(v) && typeof v.id === 'string' && typeof v.en === 'string';

function guideOf(v: JsonValue | undefined): Guide | null {
  if (!isRecord(v) || !Array.isArray(v.codes) || !isText(v.title) || !Array.isArray(v.points)) return null;
  return {
    codes: v.codes.filter((c): c is string => typeof c === 'string'), title: v.title, points: v.points.filter(isText),
    image: typeof v.image === 'string' ? v.image : null, imageAlt: isText(v.imageAlt) ? v.imageAlt : null,
  };
}

const codeOf = (err: unknown): string => String(err instanceof ApiError ? err.code : 500);

function storedOf(v: JsonValue | undefined): Stored | null {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.name !== 'string') return null;
  return { id: v.id, name: v.name, mime: typeof v.mime === 'string' ? v.mime : '', bytes: typeof v.bytes === 'number' ? v.bytes : 0 };
}

/** The local file of a kind, kept in memory (file-store) so the preview survives a visit to the camera page. */
const fileKey = (bind: string, kind: string) => `${bind}/${kind}`;

function usePreview(key: string, version: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const file = pickedFile(key);
    if (!file) { setUrl(null); return; }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [key, version]);
  return url;
}

export default function DocumentUpload({ props, block, texts, snapshot, bound, bind, model }: WidgetProps) {
  const documents = documentsOf(props.documents);
  const current = isRecord(bound) ? bound : {};
  // The latest bound value: uploads finish after renders, and each writes only its own kind.
  const latest = useRef(current);
  latest.current = current;
  const sessionId = applyRule(props.sessionId, snapshot);
  const setKind = (kind: string, value: Stored | null) => {
    const next: Record<string, JsonValue> = {};
    for (const d of documents) next[d.kind] = latest.current[d.kind] ?? null;
    next[kind] = value === null ? null : { ...value };
    latest.current = next;
    bind(next);
  };
  const errorText = (err: unknown): Text => {
    if (err instanceof ApiError && err.status === 413) return model.defs.messages.validation.fileSize;
    return model.errorEntry(err instanceof ApiError ? err.code : 500).entry.text;
  };
  // A document the order found gone or expired (40017, 40018): its stale id is let go, so the step asks for
  // it again; it shows why, and the first such one takes the focus. A new upload ends the refusal.
  const marks = useUnit($refusedState);
  const markOf = (kind: string) => refusalAt(marks, `${block.bind ?? ''}.${kind}`);
  const refusalOf = (kind: string): Refusal | null => {
    const mark = markOf(kind);
    return mark === undefined ? null : { code: mark.code, message: model.errorEntry(mark.code).entry.text };
  };
  useEffect(() => {
    for (const d of documents) {
      const mark = markOf(d.kind);
      const stored = storedOf(latest.current[d.kind]);
      if (mark && stored && (mark.value === stored.id || mark.path === `${block.bind ?? ''}.${d.kind}`)) setKind(d.kind, null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the marks change
  }, [marks]);
  const firstRefused = documents.find((d) => markOf(d.kind) !== undefined)?.kind;
  const { uploadMaxBytes, uploadTypes } = model.defs.site.constants;
  const limits: UploadLimits = { maxBytes: uploadMaxBytes, types: uploadTypes };
  return (
    <div className="documents" data-testid="documents">
      {documents.map((d) => (
        <DocumentCard key={d.kind} doc={d} bindKey={fileKey(block.bind ?? '', d.kind)} stored={storedOf(current[d.kind])}
          texts={texts} camera={typeof props.camera === 'string' ? props.camera : null}
          formatText={model.defs.messages.validation.fileFormat} sizeText={model.defs.messages.validation.fileSize} limits={limits}
          errorText={errorText} refusal={refusalOf(d.kind)} focusOnArrival={d.kind === firstRefused}
          upload={(capture, onProgress) => uploadFile(String(props.upload) as OperationName,
            { params: { kind: d.kind }, query: { sessionId: String(sessionId ?? '') } }, capture.blob, capture.name, { onProgress })}
          remove={(id) => callOperation(String(props.remove) as OperationName,
            { params: { documentId: id }, query: { sessionId: String(sessionId ?? '') } })}
          onStored={(value) => { if (value) refusalCleared(`${block.bind ?? ''}.${d.kind}`); setKind(d.kind, value); }} />
      ))}
    </div>
  );
}

/** What the published site lets a document be (its uploadMaxBytes and uploadTypes): the server holds it to the same. */
interface UploadLimits { maxBytes: number; types: readonly string[] }

interface CardProps {
  doc: DocumentDef;
  bindKey: string;
  stored: Stored | null;
  texts: WidgetProps['texts'];
  camera: string | null;
  formatText: Text;
  sizeText: Text;
  limits: UploadLimits;
  errorText(err: unknown): Text;
  /** The order's refusal of this document (gone or expired), until it is uploaded again. */
  refusal: Refusal | null;
  focusOnArrival: boolean;
  upload(capture: Capture, onProgress: (p: { loaded: number; total: number }) => void): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onStored(value: Stored | null): void;
}

function DocumentCard({ doc, bindKey, stored, texts, camera, formatText, sizeText, limits, errorText, refusal, focusOnArrival, upload, remove, onStored }: CardProps) {
  const [status, setStatus] = useState<Upload>({ state: 'idle' });
  const [version, setVersion] = useState(0);
  const preview = usePreview(bindKey, version);
  const isPhone = useIsPhone();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `document-${doc.kind}`;
  const busy = status.state === 'uploading';

  const send = async (capture: Capture) => {
    setStatus({ state: 'uploading', percent: 0 });
    try {
      const answer = await upload(capture, ({ loaded, total }) =>
        setStatus({ state: 'uploading', percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }));
      const a = isRecord(answer as JsonValue) ? (answer as Record<string, JsonValue>) : {};
      keepFile(bindKey, capture.blob instanceof File ? capture.blob : new File([capture.blob], capture.name, { type: capture.blob.type }));
      setVersion((v) => v + 1);
      onStored({
        id: String(a.documentId ?? ''), name: capture.name,
        mime: typeof a.mime === 'string' ? a.mime : capture.blob.type, bytes: typeof a.bytes === 'number' ? a.bytes : capture.blob.size,
      });
      setStatus({ state: 'idle' });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') { setStatus({ state: 'idle' }); return; }
      setStatus({ state: 'failed', message: errorText(err), code: codeOf(err), retry: capture });
    }
  };

  // A photo handed over by the camera page for this kind: uploaded once, on arrival.
  useEffect(() => {
    void choose(takeCapture(doc.kind));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: the hand-off is taken once
  }, []);

  const choose = async (capture: Capture | undefined) => {
    if (!capture) return;
    // Checked here first (A17) so a wrong file never travels, by its type and then its first bytes; the
    // server checks again by content.
    if (!limits.types.includes(capture.blob.type)) { setStatus({ state: 'failed', message: formatText, code: '', retry: null }); return; }
    if (capture.blob.size > limits.maxBytes) { setStatus({ state: 'failed', message: sizeText, code: '', retry: null }); return; }
    if (!(await isImageOfItsType(capture.blob))) { setStatus({ state: 'failed', message: formatText, code: '', retry: null }); return; }
    await send(capture);
  };

  const drop = async () => {
    if (!stored) return;
    try {
      await remove(stored.id);
    } catch (err) {
      // Already gone on the server (404): the customer's intent is met.
      if (!(err instanceof ApiError && err.status === 404)) { setStatus({ state: 'failed', message: errorText(err), code: codeOf(err), retry: null }); return; }
    }
    keepFile(bindKey, null);
    setVersion((v) => v + 1);
    onStored(null);
    setStatus({ state: 'idle' });
    inputRef.current?.focus();
  };

  // Arriving to upload a refused document again: it comes into view and its picker takes the focus (after the
  // screen's own focus on its heading, hence the task of its own).
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnArrival) return undefined;
    const timer = setTimeout(() => {
      cardRef.current?.scrollIntoView({ block: 'center' });
      inputRef.current?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);
  const failed = status.state === 'failed' ? status : refusal && !stored ? refusal : null;
  const guide = failed && doc.guide?.codes.includes(failed.code) ? doc.guide : null;

  const openCamera = () => {
    if (!camera) return;
    cameraOpened(window.location.pathname + window.location.search);
    go(camera.replace(':mode', encodeURIComponent(doc.kind)));
  };

  return (
    <section ref={cardRef} className={`document${failed ? ' document--failed' : ''}`} data-testid={id} aria-labelledby={`${id}-label`} aria-busy={busy || undefined}
      data-state={busy ? 'uploading' : stored ? 'uploaded' : failed ? 'failed' : 'empty'} data-refused={!stored && refusal ? refusal.code : undefined}>
      <h3 className="document__label" id={`${id}-label`}>
        {texts.t(doc.label)}{doc.required && <span className="document__required" aria-hidden="true"> *</span>}
      </h3>
      {preview && stored && <img className="document__preview" src={preview} alt={texts.t(doc.label)} data-testid={`${id}-preview`} />}
      {stored && <p className="document__name" data-testid={`${id}-name`}>{stored.name}</p>}
      {status.state === 'uploading' && (
        <div className="document__progress" role="progressbar" aria-labelledby={`${id}-label`} aria-valuemin={0} aria-valuemax={100}
          aria-valuenow={status.percent} data-testid={`${id}-progress`}>
          <div className="document__bar" style={{ width: `${status.percent}%` }} />
        </div>
      )}
      {failed && (
        <p className="field__error" role="alert" id={`${id}-error`} data-testid={`${id}-error`}>{texts.t(failed.message)}</p>
      )}
      {guide && (
        <div className="document__guide" data-testid={`${id}-guide`}>
          {guide.image && <img className="document__guide-image" src={guide.image} width={120} height={76} alt={guide.imageAlt ? texts.t(guide.imageAlt) : ''} data-testid={`${id}-guide-image`} />}
          <div>
            <p className="document__guide-title">{texts.t(guide.title)}</p>
            <ul className="document__guide-points">{guide.points.map((p, i) => <li key={i}>{texts.t(p)}</li>)}</ul>
          </div>
        </div>
      )}
      <div className="btn-row document__actions">
        <label className={`btn btn--secondary document__pick${busy ? ' is-disabled' : ''}`}>
          {texts.k(stored ? 'button.change' : 'button.select')}
          <input ref={inputRef} type="file" className="document__input" accept={limits.types.join(',')} disabled={busy}
            data-testid={`${id}-input`} aria-label={`${texts.k(stored ? 'button.change' : 'button.select')} ${texts.t(doc.label)}`} aria-required={doc.required || undefined}
            aria-invalid={failed ? true : undefined} aria-describedby={failed ? `${id}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              void choose(file ? { blob: file, name: file.name } : undefined);
              e.target.value = '';
            }} />
        </label>
        {isPhone && camera && (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={openCamera} data-testid={`${id}-camera`}>
            {texts.k('document.takePhoto')}
          </button>
        )}
        {status.state === 'failed' && status.retry && (
          <button type="button" className="btn btn--link" onClick={() => { if (status.retry) void send(status.retry); }} data-testid={`${id}-retry`}>
            {texts.k('document.retry')}
          </button>
        )}
        {stored && !busy && (
          <button type="button" className="btn btn--link" onClick={() => void drop()} data-testid={`${id}-remove`}>
            {texts.k('button.remove')}
          </button>
        )}
      </div>
    </section>
  );
}
