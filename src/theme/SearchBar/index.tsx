// Replaces the plugin's search bar: a light navbar button that loads the search dialog on first use, keyboard shortcuts
// and our ranking (src/lib/search); the plugin still builds the indexes and provides lunr and the on-page highlight.
import {useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {LoadError, LoadingIndicator, PartBoundary, useOnDemand, type LoadState} from '@site/src/components/OnDemand';
import {onDemand} from '@site/src/lib/onDemand';
import {isOpenSearchShortcut, shortcutHint} from '@site/src/lib/search/shortcuts';
import styles from './styles.module.css';

const searchPanel = onDemand(() => import('@site/src/components/SearchPanel'));
const highlighter = onDemand(() => import('@theme/SearchBar/HighlightSearchResults'));

function hasHighlightRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'cmfcmfhighlight' in state;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
      />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openRequests, setOpenRequests] = useState(0);
  const [highlighting, setHighlighting] = useState(false);
  // Once a result asked for highlighting, the highlighter stays mounted: it clears the request and keeps the marks.
  if (!highlighting && hasHighlightRequest(location.state)) setHighlighting(true);
  const hint = shortcutHint(useIsBrowser() ? navigator.platform : '');
  const placeholder = translate({message: 'cmfcmf/d-s-l.searchBar.placeholder', description: 'Placeholder shown in the searchbar'});
  const panel = useOnDemand(searchPanel, openRequests > 0);
  const highlight = useOnDemand(highlighter, highlighting);
  const SearchPanel = panel.module?.default;
  const HighlightSearchResults = highlight.module?.HighlightSearchResults;

  // Asking to open the search again after its dialog failed to load tries the download again.
  const retryPanel = panel.retry;
  const open = useCallback(() => {
    retryPanel();
    setOpenRequests((count) => count + 1);
  }, [retryPanel]);
  const returnFocus = useCallback(() => {
    if (document.activeElement === null || document.activeElement === document.body) buttonRef.current?.focus();
  }, []);
  const preload = (): void => void searchPanel.load().catch(() => undefined);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isOpenSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.searchBar}>
      {HighlightSearchResults && (
        <PartBoundary name="search term highlighting" fallback={(box) => <div className={styles.status}>{box}</div>}>
          <HighlightSearchResults />
        </PartBoundary>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}>
        <SearchIcon />
        <span className={styles.label}>{placeholder}</span>
        <kbd className={styles.hint} aria-hidden="true">
          {hint}
        </kbd>
      </button>
      {SearchPanel && openRequests > 0 && (
        <PartBoundary name="the search dialog" fallback={(box) => <div className={styles.status}>{box}</div>}>
          <SearchPanel openRequests={openRequests} onClose={returnFocus} />
        </PartBoundary>
      )}
      <LoadStatus name="the search dialog" state={panel} onDismiss={() => buttonRef.current?.focus()} />
      <LoadStatus name="search term highlighting" state={highlight} />
    </div>
  );
}

/** A search part's spinner and error box, in a popover under the search button; Escape hides the error box. */
function LoadStatus<T>({name, state, onDismiss}: {name: string; state: LoadState<T>; onDismiss?: () => void}): ReactNode {
  const [dismissed, setDismissed] = useState<Error>();
  if (state.error === undefined ? !state.slow : state.error === dismissed) return null;
  const dismiss = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !state.error) return;
    setDismissed(state.error);
    onDismiss?.();
  };
  return (
    <div className={styles.status} onKeyDown={dismiss}>
      {state.error ? <LoadError name={name} error={state.error} onRetry={state.retry} /> : <LoadingIndicator name={name} />}
    </div>
  );
}
