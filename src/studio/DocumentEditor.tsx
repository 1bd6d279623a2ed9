/**
 * One document: the rjsf form generated from its type's JSON Schema, saved as a draft
 * (drafts.<id>, optimistic on the draft's revision), checked and published by the server
 * (schema + full graph lint), previewed in the real shop, with its revision history.
 */
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { BilingualField } from './BilingualField';
import { BlockField } from './BlockField';
import { collapsibleIds, entriesAround, entrySummary, collapsibleEntries, valueAt, type CollapsedEntries } from './collapsed-entries';
import { ConditionField } from './ConditionField';
import { errorSchemaOf, formSchemaOf, studioValidator, uiSchemaFor, type FormData } from './form-support';
import { HistoryPanel } from './HistoryPanel';
import { DateTimeWidget } from './DateTimeWidget';
import { ImageWidget } from './ImageWidget';
import { arrayButtons } from './ArrayButtons';
import { ConfirmButton } from './ConfirmButton';
import { formStrings } from './form-strings';
import { IssueList } from './IssueList';
import { JourneyMap } from './JourneyMap';
import { PagePhaseMap } from './PhaseList';
import { JsonField } from './JsonField';
import { LanguageColumnsTemplate } from './LanguageColumnsTemplate';
import { LazyPortableTextField } from './LazyPortableTextField';
import { localizedSchema } from './localized-schema';
import { OptionSelectWidget } from './OptionSelectWidget';
import { placesOf, type Place } from './target-options';
import { TargetWidget } from './TargetWidget';
import { useSitePages } from './use-site-pages';
import { useLabelSources } from './use-label-sources';
import { withOwnState } from './variable-labels';
import { PublishReceipt, type PublishAnswer } from './PublishReceipt';
import { SchedulePanel } from './SchedulePanel';
import { ScreenTextsField } from './ScreenTextsField';
import { logicVariables } from './logic-schema';
import { draftId, publishedId, type LakeDocument } from './lake-client';
import { useStudio } from './studio-context';
import { NotAllowed } from './NotAllowed';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate';
import { defIdOf, draftDocOf, formDataOf, isDefinitionType, issueFileOf, newDocId, previewPath } from './studio-docs';
import type { StudioFormContext } from './studio-form-context';
import { studioCall, StudioHttpError, type Issue } from './studio-session';
import { languageLabel, StudioLangContext, useIssueText, useStudioText } from './studio-texts';

const fields = { bilingual: BilingualField, json: JsonField, portableText: LazyPortableTextField, condition: ConditionField, block: BlockField, screenTexts: ScreenTextsField };
const widgets = { image: ImageWidget, dateTime: DateTimeWidget, SelectWidget: OptionSelectWidget, target: TargetWidget };
const templates = { ObjectFieldTemplate: LanguageColumnsTemplate, ButtonTemplates: arrayButtons, WrapIfAdditionalTemplate, ArrayFieldItemTemplate };
const CHECK_DELAY_MS = 800;
const DEFAULTS = { emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'never' } } as const;

type Status = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

export function DocumentEditor() {
  const t = useStudioText();
  const say = useIssueText();
  const { lang } = useContext(StudioLangContext);
  const translateString = useMemo(() => formStrings(lang), [lang]);
  const { type = '', docId = '' } = useParams();
  const navigate = useNavigate();
  const { client, auth, types } = useStudio();
  const studioType = types.find((t) => t.name === type);
  const id = publishedId(docId);
  const [rawSchema, setSchema] = useState<RJSFSchema | null>(null);
  // The form speaks the studio's language where the schema gives its words in both (x-title, x-description).
  const schema = useMemo(() => (rawSchema ? localizedSchema(rawSchema, lang) : null), [rawSchema, lang]);
  const [published, setPublished] = useState<LakeDocument | null>(null);
  const [draft, setDraft] = useState<LakeDocument | null>(null);
  const [data, setData] = useState<FormData | null>(null);
  // The document as it was opened: which of its entries are large enough to start collapsed.
  const [opened, setOpened] = useState<FormData | null>(null);
  const [dirty, setDirty] = useState(false);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [copyId, setCopyId] = useState('');
  const [historyKey, setHistoryKey] = useState(0);
  /** The last publish of this document in this tab: where it reached, and its undo. */
  const [receipt, setReceipt] = useState<PublishAnswer | null>(null);

  const load = useCallback(async (): Promise<void> => {
    if (!studioType) return;
    const docs = await client.getDocuments<Record<string, unknown>>([id, draftId(id)]);
    const [pub, dr] = [docs[0] ?? null, docs[1] ?? null];
    setPublished(pub);
    setDraft(dr);
    const loaded = formDataOf(studioType, dr ?? pub, id);
    setData(loaded);
    setOpened(loaded);
    setDirty(false);
  }, [client, id, studioType]);

  useEffect(() => {
    if (!studioType) return;
    setSchema(null);
    setIssues([]);
    setStatus({ kind: 'idle' });
    setReceipt(null);
    void studioCall<{ schema: Record<string, unknown> }>(auth, 'GET', `/api/studio/schema/${encodeURIComponent(studioType.name)}`)
      .then((r) => setSchema(formSchemaOf(r.schema)));
    void load();
  }, [studioType, auth, load]);

  // Live feedback: the publish checks run on the server a moment after the last edit.
  useEffect(() => {
    if (!dirty || !studioType || !data) return;
    let live = true;
    const timer = setTimeout(() => {
      studioCall<{ errors: Issue[] }>(auth, 'POST', '/api/studio/validate', { id, doc: draftDocOf(studioType, id, data) })
        .then((r) => { if (live) setIssues(r.errors); }, () => undefined);
    }, CHECK_DELAY_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [dirty, data, studioType, auth, id]);

  const uiSchema = useMemo<UiSchema<FormData>>(() => ({
    ...(schema ? uiSchemaFor(schema as Record<string, unknown>, '', (of) => languageLabel(of, lang)) : {}),
    'ui:submitButtonOptions': { norender: true },
  }), [schema, lang]);
  // Issues of this document go next to their fields; the rest (another file's route clash...) only in the list.
  const ownFile = studioType ? issueFileOf(studioType, id) : '';
  const extraErrors = useMemo(() => errorSchemaOf(issues.filter((i) => i.pointer !== '' && i.file === ownFile), say), [issues, ownFile, say]);

  // The condition builder's names; the same list keeps the same form context (no re-render of every field per keystroke).
  const variableList = schema && data ? logicVariables(schema, data).join('\n') : '';
  const variables = useMemo(() => (variableList === '' ? [] : variableList.split('\n')), [variableList]);
  // Large maps' entries, large entries and items, and long lists' items start collapsed; which ones changes only when keys do, not per keystroke.
  const entryList = data ? collapsibleEntries(data, opened).join('\n') : '';
  const collapsible = useMemo(() => collapsibleIds(entryList === '' ? [] : entryList.split('\n')), [entryList]);
  const [openEntries, setOpenEntries] = useState<ReadonlySet<string>>(new Set());
  // Entries are named by their place in the form: another document (a copy just made) opens with its own closed.
  useEffect(() => { setOpenEntries(new Set()); }, [id]);
  const dataRef = useRef(data);
  dataRef.current = data;
  const entries = useMemo<CollapsedEntries>(() => ({
    collapsible, open: openEntries,
    toggle: (domId) => setOpenEntries((prev) => {
      const next = new Set(prev);
      if (!next.delete(domId)) next.add(domId);
      return next;
    }),
    summary: (pointer) => entrySummary(valueAt(dataRef.current, pointer), lang),
  }), [collapsible, openEntries, lang]);
  /** Opens the entries around a field (an issue's), so that it can be shown and focused. */
  const reveal = useCallback((pointer: string): void => {
    const around = entriesAround(collapsible, pointer);
    if (around.length > 0) setOpenEntries((prev) => new Set([...prev, ...around]));
  }, [collapsible]);
  // Target fields pick from the steps and pages; the same titles keep the same list.
  const pages = useSitePages(client, lang);
  const stepList = JSON.stringify(data ? placesOf(data.steps, lang) : []);
  const targets = useMemo(() => ({ steps: JSON.parse(stepList) as Place[], pages }), [stepList, pages]);
  // Conditions name what they read by the field library's and the state's labels (the journey's own state too).
  const siteLabels = useLabelSources(client);
  const ownState = JSON.stringify(data?.state ?? null);
  const labels = useMemo(() => withOwnState(siteLabels, JSON.parse(ownState) as unknown), [siteLabels, ownState]);
  const formContext = useMemo<StudioFormContext>(() => ({
    uploadImage: async (file: File) => {
      const asset = await client.assets.upload('image', file, { filename: file.name, contentType: file.type });
      return asset.url;
    },
    variables,
    entries,
    targets,
    labels,
    valueAt: (pointer: string) => valueAt(dataRef.current, pointer),
  }), [client, variables, entries, targets, labels]);

  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try { await work(); } catch (e) {
      const first = e instanceof StudioHttpError ? e.issues[0] : undefined;
      if (e instanceof StudioHttpError && first) {
        setIssues(e.issues);
        setStatus({ kind: 'error', text: `${t('refusedPublish')} ${say(first)}` });
      } else {
        setStatus({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      }
    } finally { setBusy(false); }
  };

  /** Writes the form as drafts.<id>; an existing draft must still be at the revision we loaded. */
  const saveDraft = async (): Promise<LakeDocument> => {
    if (!studioType || !data) throw new Error('nothing to save');
    const doc = draftDocOf(studioType, id, data);
    const tx = client.transaction();
    if (draft) tx.patch(draft._id, (p) => p.ifRevisionId(draft._rev).set({})).createOrReplace(doc);
    else tx.create(doc);
    await tx.commit({ visibility: 'sync' });
    const saved = await client.getDocument<Record<string, unknown>>(draftId(id));
    if (!saved) throw new Error('draft not found after saving');
    setDraft(saved);
    setDirty(false);
    setHistoryKey((k) => k + 1);
    return saved;
  };

  const validate = (): Promise<void> => run(async () => {
    if (!studioType || !data) return;
    const r = await studioCall<{ errors: Issue[] }>(auth, 'POST', '/api/studio/validate', { id, doc: draftDocOf(studioType, id, data) });
    setIssues(r.errors);
    setStatus(r.errors.length === 0 ? { kind: 'ok', text: t('valid') } : { kind: 'error', text: t('problems') });
  });

  const publish = (): Promise<void> => run(async () => {
    const current = dirty || !draft ? await saveDraft() : draft;
    setIssues([]);
    setReceipt(null);
    setReceipt(await studioCall<PublishAnswer>(auth, 'POST', `/api/studio/publish/${encodeURIComponent(id)}`, { rev: current._rev }));
    setStatus({ kind: 'ok', text: t('publishedOk') });
    await load();
    setHistoryKey((k) => k + 1);
  });

  /** Undo a publish: the revision it replaced becomes the draft and is published, with the same checks. */
  const undo = (previous: string): Promise<void> => run(async () => {
    setIssues([]);
    setReceipt(null);
    await studioCall(auth, 'POST', `/api/studio/revert/${encodeURIComponent(id)}`, { revision: previous });
    const restored = await client.getDocument<Record<string, unknown>>(draftId(id));
    if (!restored) throw new Error('draft not found after restoring');
    try {
      setReceipt(await studioCall<PublishAnswer>(auth, 'POST', `/api/studio/publish/${encodeURIComponent(id)}`, { rev: restored._rev }));
      setStatus({ kind: 'ok', text: t('undoneOk') });
    } finally {
      // Refused or not, the form shows what the lake now holds (the restored draft when refused).
      await load();
      setHistoryKey((k) => k + 1);
    }
  });

  const discard = (): Promise<void> => run(async () => {
    await client.delete(draftId(id));
    await load();
    setIssues([]);
    setHistoryKey((k) => k + 1);
  });

  const duplicate = (): Promise<void> => run(async () => {
    if (!studioType || !data || !/^[a-z0-9][a-z0-9-]*$/.test(copyId)) return;
    const target = newDocId(studioType, copyId);
    const body: FormData = isDefinitionType(studioType) && 'id' in data ? { ...data, id: copyId } : { ...data };
    await client.createOrReplace(draftDocOf(studioType, target, body));
    void navigate(`/studio/${encodeURIComponent(type)}/${encodeURIComponent(target)}`);
  });

  const preview = (): Promise<void> => run(async () => {
    if (!studioType || !data) return;
    if (dirty) await saveDraft();
    window.open(previewPath(studioType, data, window.location.pathname, schema), '_blank');
  });

  // A type the role may not use is not in the list: its URL opened directly says so.
  if (!studioType) return <NotAllowed />;
  if (!schema || !data) return <p>{t('loading')}</p>;
  return (
    <div className="studio-editor" data-testid="studio-editor">
      <h2>
        {id}
        {published && <span className="studio-badge">{t('published')}</span>}
        {draft && <span className="studio-badge studio-badge--draft" data-testid="studio-has-draft">{t('draft')}</span>}
      </h2>
      {isDefinitionType(studioType) && <p className="studio-hint">{studioType.kind} · {defIdOf(studioType, id)}</p>}
      <div className="studio-actions">
        <button type="button" disabled={busy} data-testid="studio-save" onClick={() => void run(async () => { await saveDraft(); setStatus({ kind: 'ok', text: t('saved') }); })}>{t('saveDraft')}</button>
        <button type="button" disabled={busy} data-testid="studio-validate" onClick={() => void validate()}>{t('validate')}</button>
        <button type="button" disabled={busy} data-testid="studio-publish" className="studio-primary" onClick={() => void publish()}>{t('publish')}</button>
        <button type="button" disabled={busy} data-testid="studio-preview" onClick={() => void preview()}>{t('preview')}</button>
        {draft && <ConfirmButton testId="studio-discard" disabled={busy} question={t('confirmDiscard')} onConfirm={() => void discard()}>{t('discard')}</ConfirmButton>}
      </div>
      <SchedulePanel id={id} disabled={busy} refreshKey={historyKey} ensureSaved={async () => { if (dirty || !draft) await saveDraft(); }} />
      {status.kind !== 'idle' && (
        <p className={status.kind === 'ok' ? 'studio-ok' : 'studio-error'} role="status" data-testid="studio-status">{status.text}</p>
      )}
      {receipt && <PublishReceipt answer={receipt} disabled={busy} onUndo={(previous) => void undo(previous)} />}
      <IssueList issues={issues} own={{ file: ownFile, schema, data }} reveal={reveal} />
      {studioType.kind === 'journey' && <JourneyMap data={data} labels={labels} reveal={reveal} onChange={(next) => { setData(next); setDirty(true); }} />}
      {studioType.kind === 'page' && <PagePhaseMap data={data} />}
      <Form<FormData, RJSFSchema, StudioFormContext>
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={studioValidator}
        fields={fields}
        widgets={widgets}
        templates={templates}
        translateString={translateString}
        formContext={formContext}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        // Never invent data: rjsf would otherwise add {} for every optional object (e.g. a step's
        // `submit`), which the schema then rejects.
        experimental_defaultFormStateBehavior={DEFAULTS}
        onChange={(e: IChangeEvent<FormData>) => { setData(e.formData ?? {}); setDirty(true); }}
      />
      <form className="studio-new" onSubmit={(e) => { e.preventDefault(); void duplicate(); }}>
        <label htmlFor="studio-copy-id">{t('duplicate')}</label>
        <input id="studio-copy-id" data-testid="studio-copy-id" value={copyId} onChange={(e) => setCopyId(e.target.value)} />
        <button type="submit" disabled={busy} data-testid="studio-duplicate">{t('create')}</button>
      </form>
      <HistoryPanel id={id} studioType={studioType} schema={schema} refreshKey={historyKey} onReverted={() => void run(async () => {
        await load();
        setStatus({ kind: 'ok', text: t('reverted') });
      })} />
    </div>
  );
}
