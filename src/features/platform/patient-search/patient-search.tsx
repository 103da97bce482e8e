import { Loader, Popover, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { historyAddress, moduleForHistory } from '../../../api/history-address';
import { openHistories } from '../../../state/open-histories/open-histories-store';
import { useSession } from '../../../api/session';
import type { HistorySummary } from '../../../contract/history';
import { searchText, verificationText } from '../../../i18n/platform';
import { useFittingPlaceholder } from '../../../ui/hooks/use-fitting-placeholder';
import { IconInfo, IconSearch } from '../../../ui/icons/icons';
import { openMessageModal } from '../../../ui/modals/message-modal';
import { notifyError } from '../../../ui/notifications/notify';
import { VirtualList, type VirtualListHandle } from '../../../ui/virtual-list/virtual-list';
import classes from './patient-search.module.css';
import { searchHint } from './search-rules';
import { RESULT_ROW_HEIGHT, SearchResultRow } from './search-result-row';
import { useHistorySearch } from './use-history-search';
import { VerificationModal } from './verification-modal';

/** Spec 000 §2: results list max height 600 px (less on a short screen, see the CSS). */
export const RESULTS_MAX_HEIGHT = 600;

/**
 * The patient search of the top bar (spec 000 §2 "Patient search and verification"): an ARIA combobox
 * whose list is virtual (src/ui/virtual-list) and loads the next page when its end comes into view.
 * The field keeps the focus: arrows move the highlighted result, Enter chooses it, Escape closes the
 * list; a tap or click chooses too. Choosing opens "Verificación"; the right digits open the history and
 * go to its address in the current module (src/api/history-address.ts), on the tab last shown for it.
 * The list stays open under the verification and its "Los datos no coinciden" (hidden while they show,
 * the field's blur ignored), so a wrong code or "Cancelar" comes back to the same results: the user
 * retries or picks another.
 * Without network the results are those of the histories stored on this device, and a notice above them
 * says so (src/offline/history-search.ts); verification and opening work the same.
 */
export function PatientSearch() {
  const { user, currentModule } = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [verification, setVerification] = useState<{ history: HistorySummary; opened: boolean } | null>(null);
  const [mismatchShown, setMismatchShown] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(fieldRef, searchText.placeholders);
  const list = useRef<VirtualListHandle>(null);
  const listId = useId();
  const noticeId = `${listId}-notice`;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const sites = user?.sede.map((site) => site.id) ?? [];
  const search = useHistorySearch(query, sites);
  const hint = searchHint(query);
  // A verification or its mismatch message covers the list; it shows again when they close.
  const listHeld = (verification?.opened ?? false) || mismatchShown;
  const showList = listOpen && query.trim() !== '' && !listHeld;
  const count = search.results.length;
  const activeIndex = active !== null && active < count ? active : null;

  const moveTo = (index: number) => {
    setActive(index);
    list.current?.scrollToIndex(index);
  };

  const choose = (history: HistorySummary) => setVerification({ history, opened: true });

  const closeVerification = () =>
    setVerification((current) => (current ? { ...current, opened: false } : current));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setListOpen(true);
        if (count > 0) moveTo(activeIndex === null ? 0 : Math.min(activeIndex + 1, count - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count > 0) moveTo(activeIndex === null ? count - 1 : Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        const history = activeIndex === null ? undefined : search.results[activeIndex];
        if (showList && history) {
          event.preventDefault();
          choose(history);
        }
        break;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setListOpen(false);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
    }
  };

  const open = async (history: HistorySummary): Promise<boolean> => {
    if (!user) return false;
    const opened = await openHistories.open(user.id, history.id);
    if (!opened) {
      notifyError(verificationText.loadFailed);
      return false;
    }
    closeVerification();
    setQuery('');
    setActive(null);
    const module = moduleForHistory(currentModule, user.modulesAccess);
    if (module) await navigate(historyAddress(module, history.id));
    return true;
  };

  const mismatch = () => {
    setMismatchShown(true);
    closeVerification();
    void openMessageModal({ type: 'error', message: verificationText.mismatch }).then(() => {
      setMismatchShown(false);
      // Back to the results with the field's keys (arrows, Enter, Escape) working again.
      fieldRef.current?.focus({ preventScroll: true });
    });
  };

  const onDevice = hint === null && search.status === 'ready' && search.onDevice;
  const notice = onDevice ? (
    <Text id={noticeId} className={classes.notice} role="status">
      <IconInfo size={16} aria-hidden />
      <span>{searchText.onDevice}</span>
    </Text>
  ) : null;

  let body;
  if (hint !== null) {
    body = (
      <Text className={classes.status} role="status">
        {hint}
      </Text>
    );
  } else if (search.status === 'loading') {
    body = (
      <div className={classes.status} role="status">
        <Loader size="xs" aria-hidden />
        <Text span>{searchText.loading}</Text>
      </div>
    );
  } else if (count === 0) {
    body = (
      <Text className={classes.status} role="status">
        {searchText.empty}
      </Text>
    );
  } else {
    body = (
      <>
        <VirtualList
          ref={list}
          id={listId}
          role="listbox"
          aria-label={searchText.results}
          aria-describedby={onDevice ? noticeId : undefined}
          className={classes.list}
          // A short screen (a tablet in landscape) gets a shorter list, so the count line stays visible.
          style={{ maxHeight: `min(${RESULTS_MAX_HEIGHT}px, calc(100dvh - 140px))` }}
          itemCount={count}
          rowHeight={RESULT_ROW_HEIGHT}
          maxHeight={RESULTS_MAX_HEIGHT}
          onEndReached={search.loadMore}
          renderRow={(index, style) => {
            const history = search.results[index]!;
            return (
              <SearchResultRow
                key={history.id}
                id={optionId(index)}
                history={history}
                index={index}
                setSize={search.total}
                active={index === activeIndex}
                style={style}
                onChoose={choose}
                onPointerEnter={setActive}
              />
            );
          }}
        />
        <div className={classes.footer} role="status">
          {search.loadingMore ? (
            <>
              <Loader size="xs" aria-hidden />
              <span>{searchText.loadingMore}</span>
            </>
          ) : (
            <span data-testid="search-count">{searchText.count(count, search.total)}</span>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <Popover
        opened={showList}
        withRoles={false}
        trapFocus={false}
        returnFocus={false}
        closeOnEscape={false}
        // A tap outside closes the list even when the field lost its focus to a modal.
        onChange={(open) => {
          if (!open && !listHeld) setListOpen(false);
        }}
        position="bottom-start"
        width="target"
        offset={6}
        shadow="md"
        radius="md"
        withinPortal
      >
        <Popover.Target>
          <TextInput
            ref={fieldRef}
            className={classes.field}
            role="combobox"
            aria-label={searchText.label}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList && count > 0 ? listId : undefined}
            aria-activedescendant={showList && activeIndex !== null ? optionId(activeIndex) : undefined}
            placeholder={placeholder}
            leftSection={<IconSearch size={18} />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(null);
              setListOpen(true);
            }}
            onFocus={() => setListOpen(true)}
            onBlur={() => {
              if (!listHeld) setListOpen(false);
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
            size="md"
          />
        </Popover.Target>
        {/* Pressing inside the list must not take the focus from the field (which would close it). */}
        <Popover.Dropdown className={classes.dropdown} onMouseDown={(event) => event.preventDefault()}>
          {notice}
          {body}
        </Popover.Dropdown>
      </Popover>
      <VerificationModal
        history={verification?.history ?? null}
        opened={verification?.opened ?? false}
        onClose={closeVerification}
        onVerified={open}
        onMismatch={mismatch}
      />
    </>
  );
}
