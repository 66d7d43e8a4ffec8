import { Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  addItem,
  datePastAllowed,
  menuOf,
  nextStep,
  offerExpiryZone,
  offerExpiryZoneNote,
  previousStep,
  removeItem,
  resolveStep,
  stateOf,
  type DocumentData,
  type Json,
  type Step,
} from '@homeward/document-definitions';
import type { Property } from '@api';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { propertyKeys } from '../properties/property-queries';
import { getAt, setAt } from './data-paths';
import { completeDocument, saveDraft, savePreview } from './documents-api';
import { fieldErrors, type DocumentRecord } from './documents-contract';
import { EditorFormProvider, type EditorForm } from './editor-context';
import { ADDED_TITLE, SAVE_FAILED_TITLE, type EditorKind } from './editor-kinds';
import { editorRules, normalise } from './editor-rules';
import { EditorHeader, type CompleteAction } from './EditorHeader';
import { ElementView } from './elements/ElementView';
import { expirationErrors, expirationModalOf, readExpiration, writeExpiration } from './expiration-fields';
import { AgreementCompletionModal, OfferFinishModal } from './FinishModal';
import type { ExpirationErrors, OfferExpiration } from './offer-expiration';
import { OfferExpirationModal } from './OfferExpirationModal';
import { StateFormNotice } from './StateFormNotice';
import { contractDeadlineKeys } from './deadlines/contract-deadlines-api';
import { prefilledEntries } from './prefilled-entries';
import { savedDocumentKeys } from './saved-documents-api';
import { mergeServerAnswer } from './server-answer';
import { PreviewModal } from './PreviewModal';
import { StepFooter } from './StepFooter';
import { StepMenu } from './StepMenu';
import { stepParams } from './step-params';
import { useAutosave } from './use-autosave';
import { useDocumentPdf } from './use-document-pdf';

interface DocumentEditorProps {
  kind: EditorKind;
  property: Property;
  /** The draft to edit; null for the sample property, whose editor saves nothing. */
  draft: DocumentRecord | null;
  /** The sample's starting data (the server prefills real drafts). */
  initialData: DocumentData;
  /** The clock of the date rules; a parameter so tests can fix it. */
  today?: () => Date;
}

type Dialog = 'none' | 'expiration' | 'preview' | 'finished';

const addressContext = (property: Property) => ({
  propertyAddress: {
    street: property.address.street,
    city: property.address.city,
    zip_code: property.address.zip_code,
    state: property.address.state,
  },
});

export function DocumentEditor({
  kind,
  property,
  draft,
  initialData,
  today = () => new Date(),
}: DocumentEditorProps) {
  const def = kind.definition;
  const sample = draft === null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const context = useMemo(() => addressContext(property), [property]);

  const [documentId, setDocumentId] = useState(draft?.id ?? null);
  const [data, setData] = useState<DocumentData>(() =>
    normalise(def, (draft?.meta_data as DocumentData | undefined) ?? initialData, context),
  );
  // The latest data, readable synchronously: a blur right after a keystroke saves what was typed.
  const latest = useRef(data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<Dialog>('none');
  const [busy, setBusy] = useState(false);
  const [pendingAction, setPendingAction] = useState<CompleteAction | 'finalize'>('finalize');
  const [previewText, setPreviewText] = useState('');
  const [completedId, setCompletedId] = useState<string | null>(null);
  const [expirationProblems, setExpirationProblems] = useState<ExpirationErrors>({});
  const pdf = useDocumentPdf(kind.type);

  /** The property page's list shows drafts too, so it is out of date after any save. */
  const refreshPropertyDocuments = () =>
    void queryClient.invalidateQueries({ queryKey: savedDocumentKeys.list(property.id) });

  const save = async (next: DocumentData): Promise<DocumentData> => {
    if (!documentId) {
      notifyError(kind.missingIdMessage, SAVE_FAILED_TITLE);
      throw new Error(kind.missingIdMessage);
    }
    try {
      const stored = await saveDraft(documentId, kind.type, next);
      setErrors({});
      refreshPropertyDocuments();
      // The server's rules may have forced or dropped values: the form shows what it kept, plus any edit made since.
      const kept = normalise(def, stored.meta_data as DocumentData, context);
      const merged = mergeServerAnswer(next, kept, latest.current);
      if (JSON.stringify(merged) !== JSON.stringify(latest.current)) update(merged);
      return kept;
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrors(error.fields));
      notifyError(errorMessage(error), SAVE_FAILED_TITLE);
      throw error;
    }
  };
  const autosave = useAutosave(save);
  const savedOnce = useRef(false);
  if (!savedOnce.current) {
    // The draft as loaded is what the server holds: leaving a field untouched sends nothing.
    autosave.markSaved(data);
    savedOnce.current = true;
  }

  const rules = useMemo(() => editorRules(def, data), [def, data]);
  const step = resolveStep(def, { stepIndex: params.get('stepIndex'), form: params.get('form') });
  const section = def.sections[step.stepIndex]!;
  const menu = useMemo(() => menuOf(def), [def]);
  const expiration = useMemo(() => expirationModalOf(def), [def]);

  const flush = () => (sample ? Promise.resolve() : autosave.flush(latest.current));

  const update = (next: DocumentData) => {
    const applied = normalise(def, next, context);
    latest.current = applied;
    setData(applied);
    return applied;
  };

  const form: EditorForm = {
    value: (path) => getAt(data, path),
    visible: rules.visible,
    disabled: rules.disabled,
    change: (path: string, value: Json, when) => {
      update(setAt(latest.current, path, value));
      if (when === 'now') void flush();
    },
    commit: () => void flush(),
    repeat: rules.repeat,
    addItem: (field) => {
      update(addItem(def, latest.current, field));
      void flush();
    },
    removeItem: (field, index) => {
      update(removeItem(def, latest.current, field, index));
      void flush();
    },
    propertyId: property.id,
    readOnly: sample,
    errors,
    today,
    pastAllowed: (element) => datePastAllowed(def, data, element),
    propertyState: stateOf(def, data),
  };

  const goTo = (target: Step) => {
    void flush();
    setParams(stepParams(params, target));
  };

  const openPreview = async () => {
    if (!documentId) return;
    setBusy(true);
    try {
      await flush();
      const previewed = await savePreview(documentId, kind.type);
      setPreviewText(previewed.preview_snapshot?.prefilled_template ?? '');
      setDialog('preview');
    } catch (error) {
      notifyError(errorMessage(error), SAVE_FAILED_TITLE);
    } finally {
      setBusy(false);
    }
  };

  const startCompletion = (action: CompleteAction | 'finalize') => {
    setPendingAction(action);
    if (expiration) setDialog('expiration');
    else void complete(action, latest.current);
  };

  const complete = async (action: CompleteAction | 'finalize', next: DocumentData) => {
    if (!documentId) {
      notifyError(kind.missingIdMessage, SAVE_FAILED_TITLE);
      return;
    }
    setBusy(true);
    try {
      await autosave.flush(next);
      const { document, draft: nextDraft } = await completeDocument(documentId, kind.type);
      // The editor goes on with the new draft (count_number + 1), copied from the completed document.
      setDocumentId(nextDraft.id);
      const continued = update(nextDraft.meta_data as DocumentData);
      autosave.markSaved(continued);
      setCompletedId(document.id);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      void queryClient.invalidateQueries({ queryKey: contractDeadlineKeys.byProperty(property.id) });
      refreshPropertyDocuments();
      notifySuccess(kind.addedMessage, ADDED_TITLE);
      setDialog('finished');
      if (action === 'download') void pdf.download(document.id, false);
    } catch (error) {
      const problems = error instanceof ApiError ? fieldErrors(error.fields) : {};
      const expirationProblems = expiration ? expirationErrors(expiration, problems) : {};
      setExpirationProblems(expirationProblems);
      // A refused expiration (a date that is past by the server's day) is asked again in its modal; otherwise the
      // first section with a problem opens.
      setDialog(Object.keys(expirationProblems).length > 0 ? 'expiration' : 'none');
      if (Object.keys(problems).length > 0) {
        setErrors(problems);
        const first = rules.fields.find((field) => field.path in problems && !field.inModal);
        const at = first ? def.sections.findIndex((each) => each.key === first.sectionKey) : -1;
        if (at >= 0 && Object.keys(expirationProblems).length === 0)
          setParams(stepParams(params, { stepIndex: at, form: def.sections[at]!.key }));
      }
      notifyError(errorMessage(error), SAVE_FAILED_TITLE);
    } finally {
      setBusy(false);
    }
  };

  const submitExpiration = (value: OfferExpiration) => {
    if (!expiration) return;
    const next = update(writeExpiration(expiration, latest.current, value));
    void complete(pendingAction, next);
  };

  const back = () => {
    void flush();
    navigate(`/properties/${encodeURIComponent(property.id)}`);
  };

  const price = getAt(data, 'property.price');
  const Finish = kind.type === 'offer_letter' ? OfferFinishModal : AgreementCompletionModal;

  return (
    <EditorFormProvider value={form}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <EditorHeader
          onBack={back}
          onPreview={() => void openPreview()}
          onComplete={startCompletion}
          busy={busy}
          readOnly={sample}
        />
        <Container size="lg" py="lg" style={{ flex: 1, width: '100%' }}>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <StepMenu
                entries={menu}
                currentKey={step.form}
                stateOf={rules.sectionState}
                onSelect={(stepIndex) => goTo({ stepIndex, form: def.sections[stepIndex]!.key })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Paper
                withBorder
                radius="md"
                p="lg"
                component="section"
                aria-labelledby="document-section-title"
              >
                <Stack gap="md">
                  <Title order={1} size="h3" id="document-section-title">
                    {section.title}
                  </Title>
                  {sample && (
                    <Text size="sm" c="dimmed">
                      This is the sample property: nothing you enter here is saved.
                    </Text>
                  )}
                  {kind.type === 'purchase_agreement' && <StateFormNotice state={property.address.state} />}
                  {section.elements.map((element, index) => (
                    <ElementView key={`${section.key}-${index}`} element={element} />
                  ))}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
        <StepFooter
          index={step.stepIndex}
          total={rules.progress.totalSections}
          completed={rules.progress.completedSections}
          onPrevious={() => goTo(previousStep(def, step.stepIndex))}
          onNext={() => goTo(nextStep(def, step.stepIndex))}
          onFinalize={() => startCompletion('finalize')}
          busy={busy}
          readOnly={sample}
        />
      </Box>
      {expiration && (
        <OfferExpirationModal
          opened={dialog === 'expiration'}
          title={expiration.element.title}
          hint={expiration.element.hint}
          timeZoneNote={
            kind.type === 'offer_letter'
              ? offerExpiryZoneNote(offerExpiryZone(stateOf(def, data)))
              : undefined
          }
          notice={
            kind.type === 'purchase_agreement' ? (
              <StateFormNotice state={property.address.state} />
            ) : undefined
          }
          initial={readExpiration(expiration, data)}
          problems={expirationProblems}
          busy={busy}
          now={today}
          pastAllowed={expiration.element.elements.some(
            (child) => child.kind === 'date' && datePastAllowed(def, data, child),
          )}
          onClose={() => setDialog('none')}
          onSubmit={submitExpiration}
        />
      )}
      <PreviewModal
        opened={dialog === 'preview'}
        onClose={() => setDialog('none')}
        documentTab={kind.documentTab}
        documentText={previewText}
        prefilled={dialog === 'preview' ? prefilledEntries(def, rules.fields, data) : []}
        downloading={pdf.loading}
        onDownload={() => documentId && void pdf.download(documentId, true)}
      />
      <Finish
        opened={dialog === 'finished'}
        onClose={() => setDialog('none')}
        property={property}
        price={typeof price === 'number' ? price : null}
        downloading={pdf.loading}
        onDownload={() => completedId && void pdf.download(completedId, false)}
      />
    </EditorFormProvider>
  );
}
