/**
 * The one document editor every clinical document stands on (spec 000 §4 lifecycle, spec 001 §2 "The
 * three modals … are full-screen overlays with a close X and a GUARDAR button. The left column holds the
 * save button and the basic-data side panel").
 *
 * - `useDocumentEditor` owns the lifecycle around the draft session (src/offline/use-draft-session.ts):
 *   X discards and says so when there was something to discard (a change in this opening, or a resumed
 *   draft); GUARDAR commits and closes at once with the document's saved message (without a connection
 *   it adds that the document stays on the device and will be sent: the server has not accepted it yet,
 *   and a refusal comes later as an error, src/features/platform/sync-status), and comes back with its
 *   content if the device cannot store it; a draft that cannot open says so and closes; the draft's
 *   key is reported (`onOpened`) so the view can keep its reopen flag (./document-openings.ts).
 * - `DocumentEditorModal` is the overlay: the title (the date, the document type …), the ages subtitle,
 *   a loader until the draft is open, X named "Cerrar". Escape and a click outside do not close it:
 *   X discards, and discarding is never an accident. `fullScreen` for the long social-work documents.
 * - `DocumentEditorForm` is the form inside: the local-write error (what to do, and the export of unsent
 *   work, which carries the form's content when the device cannot: src/offline/unsaved-work.ts; stuck
 *   under the modal's header, as a write fails while the user types anywhere in a long form), the
 *   fields, and the signer (name and e-mail) with the autosave state (./autosave-state.ts) and GUARDAR —
 *   under the fields in a modal, in a sticky left column with the side panel in full screen (above the
 *   fields below 900 px), so GUARDAR is always at hand on a tablet. A GUARDAR refused by the rules moves the focus to the first invalid field.
 */
import { Alert, Box, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import type * as v from 'valibot';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { isOnline } from '../api/server-reachability';
import type { Signature } from '../contract/common';
import type { ContentOf, DocumentContract, DocumentKind } from '../contract/document';
import { formText as t } from '../i18n/forms';
import type { HistoryRecord } from '../contract/history';
import type { CanguroDb, DraftContent } from '../offline/db';
import type { DraftSource } from '../offline/draft-session';
import { useDraftSession, type UseDraftSessionOptions } from '../offline/use-draft-session';
import { OverCover, useCoverPage } from '../offline/held-live-query';
import { useHiddenPageBehind } from '../ui/cover/page-behind';

type Entries = v.ObjectEntries;
import { ErrorBoundary } from '../ui/error-boundary/error-boundary';
import { notifyError, notifySuccess, savedNoticeId } from '../ui/notifications/notify';
import { logFailure } from '../api/failure-log';
import { openUnsentExport, useUnsentExportOpen } from '../state/unsent-export';
import { AutosaveStatus } from './autosave-status';
import { useEditorValue, type DocumentEditor, type DocumentEditorTexts } from './editor-state';
import classes from './document-editor.module.css';
import { focusFirstInvalid } from '../ui/inputs/focus-first-invalid';
import { useStableCallback } from '../ui/hooks/use-stable-callback';
import { samePropsBut } from '../ui/memo/same-props-but';

export { useEditorValue, type DocumentEditor, type DocumentEditorTexts } from './editor-state';

/** What a view gives a document's editor (psychology's controls, the social-work documents). */
export interface DocumentEditorProps {
  db: CanguroDb;
  history: HistoryRecord;
  /** A new document, a server document, or a draft already on the device. */
  source: DraftSource;
  /** The signer: the professional signed in. */
  signature: Signature;
  /** A draft resumed from the device (X then discards something even without a change). */
  resumedDraft: boolean;
  /** The draft's key once open (the list leaves that draft out while it is edited). */
  onOpened?: (key: string) => void;
  /** The editor is done (saved, discarded or failed to open). */
  onFinished: () => void;
}

export interface UseDocumentEditorOptions<F extends Entries> extends Omit<
  UseDraftSessionOptions<ContentOf<F>>,
  'kind' | 'read'
> {
  /** The document's contract (src/contract/registry.ts): its kind, and how a stored draft is read. */
  contract: DocumentContract<DocumentKind, F, Entries, string>;
  resumedDraft: boolean;
  texts: DocumentEditorTexts;
  onOpened?: (key: string) => void;
  onFinished: () => void;
}

export function useDocumentEditor<F extends Entries>(
  options: UseDocumentEditorOptions<F>,
): DocumentEditor<ContentOf<F>> {
  const { contract, resumedDraft, texts, onOpened, onFinished, ...sessionOptions } = options;
  const { session, state } = useDraftSession({
    ...sessionOptions,
    kind: contract.kind,
    read: contract.readDraft,
  });
  const [hidden, setHidden] = useState(false);

  const failedLocally = (error: unknown) => {
    setHidden(false);
    logFailure('document not stored on the device', error);
    notifyError(`${t.localWriteFailed} ${t.localWriteKept}`);
  };

  // Stable: a memoised form holding an earlier `editor` object still calls the latest logic.
  const close = useStableCallback(() => {
    const hadSomething = session.getState().changed || resumedDraft;
    setHidden(true);
    session.close().then(() => {
      if (hadSomething) notifySuccess(texts.discarded);
      onFinished();
    }, failedLocally);
  });

  const submit = useStableCallback(
    (content: ContentOf<F>, setErrors: (errors: Record<string, string>) => void) => {
      const result = session.save(content);
      if (result.ok) {
        setHidden(true);
        const offline = !isOnline();
        const key = session.getState().key;
        notifySuccess(
          offline ? t.savedOffline(texts.saved) : texts.saved,
          key ? { id: savedNoticeId(key) } : {},
        );
        result.committed.then(onFinished, failedLocally);
        return true;
      }
      if (result.errors) setErrors(result.errors);
      return false;
    },
  );

  const { key, phase } = state;
  useEffect(() => {
    if (key) onOpened?.(key);
  }, [key, onOpened]);
  useEffect(() => {
    if (phase !== 'failed') return;
    notifyError(texts.openFailed);
    onFinished();
  }, [phase, onFinished, texts.openFailed]);

  return { session, state, texts, opened: !hidden && phase !== 'failed', close, submit };
}

/**
 * Props equal for an editor's memo: its draft session is made from the first render's `source`, so a new
 * `source` object of the same opening (a resumed draft's, rebuilt on each render of the view) changes
 * nothing. The view behind a full-screen editor re-renders on every draft write; the editor need not.
 */
export const sameEditorProps = samePropsBut(new Set(['source']));

export interface DocumentEditorModalProps<C extends DraftContent> {
  editor: DocumentEditor<C>;
  /** "12 nov 2026 · Primera · Psicología del Desarrollo"; the document type alone while loading. */
  title: string;
  /** The ages on the document's date. */
  subtitle?: ReactNode;
  fullScreen?: boolean;
  /** The form, once the draft is open: rendered with the draft's content. */
  children: (content: C, key: string) => ReactNode;
}

export function DocumentEditorModal<C extends DraftContent>({
  editor,
  title,
  subtitle,
  fullScreen,
  children,
}: DocumentEditorModalProps<C>) {
  const { state } = editor;
  const exportOpen = useUnsentExportOpen();
  const covering = Boolean(fullScreen) && editor.opened && state.phase !== 'failed';
  // What a full-screen editor covers holds its live queries (src/offline/held-live-query.ts), and is not
  // drawn (src/ui/cover/page-behind.ts).
  useCoverPage(covering);
  useHiddenPageBehind(covering);
  if (state.phase === 'failed') return null;
  const { initialContent, key } = state;
  return (
    // What the editor shows is not behind its cover: its row tables keep reading.
    <OverCover.Provider value>
      <Modal
        opened={editor.opened}
        onClose={editor.close}
        // The export of unsent work opens above a form that could not be stored: it takes the focus.
        trapFocus={!exportOpen}
        size={fullScreen ? undefined : 'xl'}
        fullScreen={fullScreen}
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': t.close, size: 'xl' }}
        classNames={fullScreen ? { body: classes.fullScreenBody } : undefined}
        // A transform on the overlay would make it the containing block of the fixed GUARDAR bar of a tablet
        // in portrait, which then scrolls away with the form: full screen fades in, with no transform.
        transitionProps={fullScreen ? { transition: 'fade' } : undefined}
        title={
          <Stack gap={2}>
            <Text fw={700} size="lg" component="span">
              {title}
            </Text>
            {subtitle && (
              <Text size="sm" c="dimmed" component="span" data-testid="control-ages">
                {subtitle}
              </Text>
            )}
          </Stack>
        }
      >
        {initialContent !== null && key !== null ? (
          <ErrorBoundary name={`Editor ${title}`}>{children(initialContent, key)}</ErrorBoundary>
        ) : (
          <Center py="xl">
            <Loader aria-label={t.loading} />
          </Center>
        )}
      </Modal>
    </OverCover.Provider>
  );
}

export interface DocumentEditorFormProps {
  editor: DocumentEditor;
  signature: Signature;
  /** GUARDAR pressed: the form validates and calls `editor.submit`; false when refused. */
  onSubmit: () => boolean;
  /** Full screen: GUARDAR and this panel in the sticky left column. */
  fullScreen?: boolean;
  sidePanel?: ReactNode;
  children: ReactNode;
}

export function DocumentEditorForm({
  editor,
  signature,
  onSubmit,
  fullScreen = false,
  sidePanel,
  children,
}: DocumentEditorFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  // After a refused GUARDAR the messages are rendered: the first invalid field takes the focus.
  useEffect(() => {
    if (refusals === 0) return;
    focusFirstInvalid(formRef.current);
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit()) setRefusals((n) => n + 1);
  };

  const failedWrite = useEditorValue(editor, (state) => state.writeError);
  // Not drawn again for each keystroke of the form: it follows the session's state by itself.
  const footer = useMemo(
    () => <SignerAndSave editor={editor} signature={signature} stacked={fullScreen} />,
    [editor, signature, fullScreen],
  );
  const alertRef = useRef<HTMLDivElement>(null);
  const headerHeight = useStuckUnderHeader(alertRef, Boolean(failedWrite));
  // Stuck under the modal's header: a write fails while the user types, wherever the form is scrolled.
  const writeError = Boolean(failedWrite) && (
    <div ref={alertRef} className={classes.stuckAlert} style={{ top: headerHeight }}>
      <Alert color="red" role="alert" title={t.localWriteFailed} data-testid="local-write-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t.localWriteKept}</Text>
          <Button variant="default" mih={44} onClick={openUnsentExport}>
            {t.exportUnsent}
          </Button>
        </Stack>
      </Alert>
    </div>
  );

  if (!fullScreen) {
    return (
      <form noValidate onSubmit={submit} ref={formRef}>
        <Stack gap="md">
          {writeError}
          {children}
          {footer}
        </Stack>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={submit} ref={formRef} className={classes.columns}>
      <Box className={classes.leftColumn}>
        <Stack gap="md" className={classes.sticky}>
          {footer}
          {sidePanel}
        </Stack>
      </Box>
      <Stack gap="md" className={classes.fields}>
        {writeError}
        {children}
      </Stack>
    </form>
  );
}

/**
 * Keeps `ref` (the local-write error) stuck under the sticky header of the modal around it: returns the
 * header's height for its `top`, followed as it changes. The modal's scroll padding then leaves room for
 * both, so the field being typed in, and the next one focused, are scrolled into sight below them.
 */
function useStuckUnderHeader(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const stuck = ref.current;
    const content = stuck?.closest<HTMLElement>('.mantine-Modal-content');
    const header = content?.querySelector<HTMLElement>('.mantine-Modal-header');
    if (!active || !stuck || !content || !header || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setHeight(header.offsetHeight);
      content.style.scrollPaddingTop = `${header.offsetHeight + stuck.offsetHeight}px`;
    };
    measure();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && content.contains(focused))
      focused.scrollIntoView({ block: 'nearest' });
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(stuck);
    return () => {
      observer.disconnect();
      content.style.scrollPaddingTop = '';
    };
  }, [ref, active]);
  return height;
}

function SignerAndSave({
  editor,
  signature,
  stacked,
}: {
  editor: DocumentEditor;
  signature: Signature;
  stacked: boolean;
}) {
  const { texts } = editor;
  const staged = useEditorValue(editor, (state) => state.lastStagedAt !== null);
  return (
    <div className={stacked ? classes.footerStacked : classes.footer}>
      <Stack gap={0} data-testid="control-signer">
        <Text size="sm" fw={600}>
          {signature.name}
        </Text>
        <Text size="sm" c="dimmed">
          {signature.email}
        </Text>
        <AutosaveStatus editor={editor} />
        {texts.draftSaved && (
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="control-draft-status">
            {staged ? texts.draftSaved : ''}
          </Text>
        )}
      </Stack>
      <Button type="submit" size="md" mih={44} fullWidth={stacked}>
        {t.save}
      </Button>
    </div>
  );
}
